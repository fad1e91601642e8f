import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { styled } from "styled-components";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";
import { pictureSources } from "~/lib/pictures";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "about");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "imagineMeta");

export default function Imagine() {
  const t = useT("about");
  return (
    <InfoPage title={t("imagineTitle")} lead={t("imagineLead")}>
      <Gallery>
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i}>
            <img
              {...pictureSources(`/images/demo/photo-${i + 1}.svg`, "(max-width: 640px) 50vw, 300px")}
              alt={t("inspirationAlt", { number: i + 1 })}
              width="300"
              height="300"
              loading={i < 3 ? "eager" : "lazy"}
            />
          </li>
        ))}
      </Gallery>
    </InfoPage>
  );
}

const Gallery = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(3, 1fr);
  ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, 1fr);
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

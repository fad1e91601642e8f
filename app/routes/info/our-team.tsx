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

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "teamMeta");

const TEAM = [
  { id: "anjali", name: "anjaliName", role: "anjaliRole", bio: "anjaliBio", photo: "/images/demo/stylist-1.svg" },
  { id: "rahul", name: "rahulName", role: "rahulRole", bio: "rahulBio", photo: "/images/demo/stylist-2.svg" },
] as const;

export default function OurTeam() {
  const t = useT("about");
  return (
    <InfoPage title={t("teamTitle")} lead={t("teamLead")}>
      <Grid>
        {TEAM.map((m) => (
          <Member key={m.id}>
            <img {...pictureSources(m.photo, "120px")} alt={t("portraitAlt", { name: t(m.name) })} width="120" height="120" loading="lazy" />
            <div>
              <h2>{t(m.name)}</h2>
              <Role>{t(m.role)}</Role>
              <p>{t(m.bio)}</p>
            </div>
          </Member>
        ))}
      </Grid>
    </InfoPage>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
const Member = styled.article`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  img {
    border-radius: 50%;
  }
  h2 {
    margin: 0 !important;
  }
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr;
  }
`;
const Role = styled.p`
  margin: 4px 0 8px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold} !important;
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { useLinks } from "~/lib/links";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "info");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "technologyMeta");

export default function OurTechnology() {
  const links = useLinks();
  const t = useT("info");
  return (
    <InfoPage title={t("technologyTitle")} lead={t("technologyLead")}>
      <h2>{t("adviceHeading")}</h2>
      <p>{t("advice")}</p>
      <h2>{t("tryOnHeading")}</h2>
      <p>{t("tryOn")}</p>
      <p>
        <a href={links.tryOn} target="_blank" rel="noopener noreferrer">
          {t("openTryOn")}
        </a>
      </p>
      <h2>{t("everyPhoneHeading")}</h2>
      <p>{t("everyPhone")}</p>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

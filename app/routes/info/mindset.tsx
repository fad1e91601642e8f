import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Cards, InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "about");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "mindsetMeta");

export default function Mindset() {
  const t = useT("about");
  return (
    <InfoPage title={t("mindsetTitle")} lead={t("mindsetLead")}>
      <h2>{t("missionHeading")}</h2>
      <p>{t("mission")}</p>
      <h2>{t("principlesHeading")}</h2>
      <Cards>
        <li>
          <h3>{t("honestyTitle")}</h3>
          <p>{t("honestyText")}</p>
        </li>
        <li>
          <h3>{t("craftTitle")}</h3>
          <p>{t("craftText")}</p>
        </li>
        <li>
          <h3>{t("budgetTitle")}</h3>
          <p>{t("budgetText")}</p>
        </li>
        <li>
          <h3>{t("indiaTitle")}</h3>
          <p>{t("indiaText")}</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Cards, InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "about");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "aboutUsMeta");

export default function AboutUs() {
  const t = useT("about");
  return (
    <InfoPage title={t("aboutUsTitle")} lead={t("aboutUsLead")}>
      <h2>{t("storyHeading")}</h2>
      <p>{t("story1")}</p>
      <p>{t("story2")}</p>
      <h2>{t("approachHeading")}</h2>
      <Cards>
        <li>
          <h3>{t("clearPricesTitle")}</h3>
          <p>{t("clearPricesText")}</p>
        </li>
        <li>
          <h3>{t("verifiedTitle")}</h3>
          <p>{t("verifiedText")}</p>
        </li>
        <li>
          <h3>{t("codeTitle")}</h3>
          <p>{t("codeText")}</p>
        </li>
        <li>
          <h3>{t("fairCancellation")}</h3>
          <p>{t("aboutCancelText")}</p>
        </li>
      </Cards>
      <h2>{t("whyHeading")}</h2>
      <ul>
        <li>{t("whyBridal")}</li>
        <li>{t("whyHome")}</li>
        <li>{t("whyTryOn")}</li>
        <li>{t("whyTeam")}</li>
      </ul>
      <h2>{t("leadershipHeading")}</h2>
      <Cards>
        <li>
          <h3>{t("anjaliHeading")}</h3>
          <p>{t("anjaliText")}</p>
        </li>
        <li>
          <h3>{t("rahulHeading")}</h3>
          <p>{t("rahulText")}</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

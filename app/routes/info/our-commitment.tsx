import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Cards, InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "about");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "commitmentMeta");

export default function OurCommitment() {
  const t = useT("about");
  return (
    <InfoPage title={t("commitmentTitle")} lead={t("commitmentLead")}>
      <Cards>
        <li>
          <h2>{t("hygieneTitle")}</h2>
          <p>{t("hygieneText")}</p>
        </li>
        <li>
          <h2>{t("punctualityTitle")}</h2>
          <p>{t("punctualityText")}</p>
        </li>
        <li>
          <h2>{t("pricingTitle")}</h2>
          <p>{t("pricingText")}</p>
        </li>
        <li>
          <h2>{t("privacyTitle")}</h2>
          <p>{t("privacyText")}</p>
        </li>
        <li>
          <h2>{t("safetyTitle")}</h2>
          <p>{t("safetyText")}</p>
        </li>
        <li>
          <h2>{t("fairCancellation")}</h2>
          <p>{t("commitmentCancelText")}</p>
        </li>
        <li>
          <h2>{t("supportTitle")}</h2>
          <p>{t("supportText")}</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

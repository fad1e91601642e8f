import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "info");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "privacyMeta");

export default function PrivacyPolicy() {
  const t = useT("info");
  const translated = useLanguage() !== "en";
  return (
    <InfoPage title={t("privacyTitle")} note={translated ? t("translationNote") : undefined} lead={t("privacyUpdated")}>
      <p>{t("privacyIntro")}</p>
      <h2>{t("privacyCollectHeading")}</h2>
      <ul>
        <li>{t("privacyCollectContact")}</li>
        <li>{t("privacyCollectBookings")}</li>
        <li>{t("privacyCollectPhotos")}</li>
        <li>{t("privacyCollectTechnical")}</li>
      </ul>
      <h2>{t("privacyUseHeading")}</h2>
      <p>{t("privacyUse")}</p>
      <h2>{t("privacyCookiesHeading")}</h2>
      <p>{t("privacyCookies")}</p>
      <h2>{t("privacyThirdHeading")}</h2>
      <p>{t("privacyThird")}</p>
      <h2>{t("privacySecurityHeading")}</h2>
      <p>{t("privacySecurity")}</p>
      <h2>{t("privacyRetentionHeading")}</h2>
      <p>{t("privacyRetention")}</p>
      <h2>{t("privacyRightsHeading")}</h2>
      <p>{t("privacyRights")}</p>
      <h2>{t("privacyChangesHeading")}</h2>
      <p>{t("privacyChanges")}</p>
      <h2>{t("privacyContactHeading")}</h2>
      <p>{t("privacyContact")}</p>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

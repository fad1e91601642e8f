import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useLanguage, useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "info");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "termsMeta");

export default function Terms() {
  const t = useT("info");
  const translated = useLanguage() !== "en";
  return (
    <InfoPage title={t("termsTitle")} note={translated ? t("translationNote") : undefined} lead={t("termsLead")}>
      <h2>{t("termsAboutHeading")}</h2>
      <p>{t("termsAbout")}</p>
      <h2>{t("termsEligibilityHeading")}</h2>
      <p>{t("termsEligibility")}</p>
      <h2>{t("termsAccountHeading")}</h2>
      <p>{t("termsAccount")}</p>
      <h2>{t("termsBookingsHeading")}</h2>
      <p>{t("termsBookings")}</p>
      <h2>{t("termsPricesHeading")}</h2>
      <p>{t("termsPrices")}</p>
      <h2>{t("termsMinimumHeading")}</h2>
      <p>{t("termsMinimum")}</p>
      <h2>{t("termsCancellationHeading")}</h2>
      <p>{t("termsCancellation")}</p>
      <h2>{t("termsRefundsHeading")}</h2>
      <p>{t("termsRefunds")}</p>
      <h2>{t("termsCouponsHeading")}</h2>
      <p>{t("termsCoupons")}</p>
      <h2>{t("termsReviewsHeading")}</h2>
      <p>{t("termsReviews")}</p>
      <h2>{t("termsLiabilityHeading")}</h2>
      <p>{t("termsLiability")}</p>
      <h2>{t("termsDataHeading")}</h2>
      <p>{t("termsData")}</p>
      <h2>{t("termsLawHeading")}</h2>
      <p>{t("termsLaw")}</p>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

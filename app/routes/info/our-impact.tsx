import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "about");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "impactMeta");

export default function OurImpact() {
  const t = useT("about");
  return (
    <InfoPage title={t("impactTitle")} lead={t("impactLead")}>
      <p>{t("impactIntro")}</p>
      <h2>{t("skillsHeading")}</h2>
      <p>{t("skills")}</p>
      <h2>{t("communityHeading")}</h2>
      <p>{t("community")}</p>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

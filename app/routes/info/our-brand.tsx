import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "about");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "about", "brandMeta");

export default function OurBrand() {
  const t = useT("about");
  return (
    <InfoPage title={t("brandTitle")} lead={t("brandTagline")}>
      <p>{t("brandIntro")}</p>
      <h2>{t("coloursHeading")}</h2>
      <p>{t("colours")}</p>
      <h2>{t("voiceHeading")}</h2>
      <p>{t("voice")}</p>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "info");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "avatarMeta");

export default function AiAvatar() {
  const t = useT("info");
  return (
    <InfoPage title={t("avatarTitle")} lead={t("avatarLead")}>
      <p>{t("avatarIntro")}</p>
      <h2>{t("avatarHelpsHeading")}</h2>
      <ul>
        <li>{t("avatarCompare")}</li>
        <li>{t("avatarShow")}</li>
        <li>{t("avatarSuggest")}</li>
      </ul>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

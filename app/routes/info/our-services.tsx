import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Cards, InfoPage, infoMeta } from "~/components/info/InfoPage";
import { messagesFor } from "~/i18n/i18n.server";
import { useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "info");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "servicesMeta");

export default function OurServices() {
  const t = useT("info");
  return (
    <InfoPage title={t("servicesTitle")} lead={t("servicesLead")}>
      <Cards>
        <li>
          <h2>{t("forCustomersTitle")}</h2>
          <p>{t("forCustomersText")}</p>
        </li>
        <li>
          <h2>{t("forProfessionalsTitle")}</h2>
          <p>{t("forProfessionalsText")}</p>
        </li>
        <li>
          <h2>{t("educationTitle")}</h2>
          <p>{t("educationText")}</p>
        </li>
        <li>
          <h2>{t("outreachTitle")}</h2>
          <p>{t("outreachText")}</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

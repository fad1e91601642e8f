import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./ErrorPage";
import { useT } from "~/i18n/use-t";

/** What an error page says: a refusal's own words (4xx with a `message`), never a fault's internals. */
export function useErrorShown(error: unknown) {
  const t = useT("common");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const own = isRouteErrorResponse(error) && status < 500 && typeof error.data?.message === "string" ? (error.data.message as string) : undefined;
  if (status === 404) return { status, title: t("notFoundTitle"), message: own ?? t("notFoundMessage") };
  // Only the booking form's photo can be this large (server/body-guard.ts), and trying again as it was will not help.
  if (status === 413) return { status, title: t("tooLargeTitle"), message: t("tooLargeMessage") };
  return { status, title: t("errorTitle"), message: own ?? t("errorMessage") };
}

/**
 * A page's own error boundary: the error shows inside the page's layout (header, footer and the
 * skip link stay, rendered by the root), with the status and the refusal's message.
 * Route modules export it as their ErrorBoundary.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const shown = useErrorShown(error);
  if (shown.status >= 500) console.error(error);
  return <ErrorPage {...shown} />;
}

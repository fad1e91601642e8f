import { ErrorPage } from "~/components/layout/ErrorPage";
import { useT } from "~/i18n/use-t";

export const loader = () => {
  throw new Response("Not found", { status: 404 });
};

/** Never shown in practice (the loader throws, and the root's boundary answers); its words are the boundary's, from 'common'. */
export default function NotFound() {
  const t = useT("common");
  return <ErrorPage title={t("notFoundTitle")} message={t("notFoundMessage")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

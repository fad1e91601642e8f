import { ErrorPage } from "~/components/layout/ErrorPage";

export const loader = () => {
  throw new Response("Not found", { status: 404 });
};

export default function NotFound() {
  return <ErrorPage title="We could not find that page" message="The link may be old, or the page may have moved." />;
}

import { data, Outlet, useLoaderData, type HeadersFunction, type LoaderFunctionArgs } from "react-router";
import { styled } from "styled-components";
import { getSession } from "~/lib/session.server";
import { CONSOLE_HEADERS } from "~/lib/partner.server";
import { messagesFor } from "~/i18n/i18n.server";
import { ConsoleHeader } from "~/components/partner/ConsoleHeader";

/** The root leaves its customer header and footer out under this layout. */
export const handle = { console: true };

export const headers: HeadersFunction = () => CONSOLE_HEADERS;

export async function loader({ request }: LoaderFunctionArgs) {
  const partner = (await getSession(request)).get("partner");
  return data({ partner: partner ? { name: partner.name, role: partner.role, providerName: partner.providerName } : null, ...messagesFor(request, "partner") }, { headers: CONSOLE_HEADERS });
}

/** /Partner/…: the provider console (issue 28), the same app under its own bar. */
export default function ConsoleLayout() {
  const { partner } = useLoaderData<typeof loader>();
  return (
    <>
      <ConsoleHeader partner={partner} />
      <Page id="main">
        <Outlet />
      </Page>
    </>
  );
}

const Page = styled.main`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

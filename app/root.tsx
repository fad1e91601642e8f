import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import { ThemeProvider } from "styled-components";
import { theme } from "./styles/theme";
import { GlobalStyle } from "./styles/global";
import { Header } from "./components/layout/Header";
import { Footer } from "./components/layout/Footer";
import { ConsoleFooter } from "./components/partner/ConsoleFooter";
import { ToastRegion } from "./components/ui/ToastRegion";
import { useFocusAfterNavigation } from "./lib/use-focus-after-navigation";
import { ProgressBar } from "./components/ui/ProgressBar";
import { LazyGlobalDialogs } from "./components/dialogs/lazy-dialogs";
import { getSession, isLoggedIn } from "./lib/session.server";
import { takeToast } from "./lib/toast.server";
import { itemCount } from "./lib/cart";
import { api } from "./lib/api.server";
import { config } from "./lib/config.server";
import { ErrorPage } from "./components/layout/ErrorPage";
import { useErrorShown } from "./components/layout/RouteErrorBoundary";
import { useNonce } from "./lib/nonce";
import { languageCookie, rootMessages } from "./i18n/i18n.server";
import { LANGUAGE_COOKIE, LOCALES, cookieValue, isLanguage, urlLanguage } from "./i18n/languages";
import { useT } from "./i18n/use-t";
import { useRootData } from "./lib/root-data";
import { usePageScripts } from "./lib/page-scripts";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const common = data?.messages.common;
  return common ? [{ title: common.siteTitle }, { name: "description", content: common.siteDescription }] : [];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const { toast, form: formFlash, setCookie } = await takeToast(request);
  const cities = await api(context, request).get("/api/cities/", { failure: "Failed to load cities", catalogue: true });
  const cart = session.get("cart");
  const login = session.get("login");
  const url = new URL(request.url);
  return data(
    {
      loggedIn: isLoggedIn(session),
      phone: session.get("phone") ?? null,
      cart: cart ? { count: itemCount(cart), providerId: cart.providerId, branchId: cart.branchId } : null,
      cities: cities.ok ? tidyCities(cities.data) : null,
      toast,
      formFlash,
      demoMode: config().demoMode,
      links: config().links,
      modal: url.searchParams.get("modal"),
      pendingLogin: login ? { phone: login.phone, sentAt: login.sentAt } : null,
      now: Date.now(),
      // A login popup can open over any page (?modal=…): its words come with the root's.
      ...rootMessages(request, url.searchParams.get("modal") ? ["login"] : []),
    },
    { headers: rootCookies(request, setCookie) },
  );
}

/** The toast's cookie, and the language of a `?lang=` address remembered for the pages after it. */
function rootCookies(request: Request, toastCookie: string | null | undefined) {
  const headers = new Headers();
  if (toastCookie) headers.append("Set-Cookie", toastCookie);
  const asked = urlLanguage(request.url);
  if (asked && cookieValue(request.headers.get("Cookie"), LANGUAGE_COOKIE) !== asked) headers.append("Set-Cookie", languageCookie(asked));
  return headers;
}

/** The spec's city filter: drop entries of one character or less, trim, sort. */
export function tidyCities(cities: string[]) {
  return cities
    .map((c) => c.trim())
    .filter((c) => c.length > 1)
    .sort((a, b) => a.localeCompare(b));
}

/** What a page shows only with script (live counts, Copy buttons) hides where no script runs. */
const HIDE_SCRIPT_ONLY = ".js-only{display:none!important}";

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData("root") as { lang?: unknown } | undefined;
  // A page that must re-ask the server by itself without JavaScript (a booking waiting for the
  // provider) says so in its loader data; the refresh belongs in <head>.
  const refresh = useMatches()
    .map((m) => (m.data as { noscriptRefresh?: unknown } | undefined)?.noscriptRefresh)
    .find((n): n is number => typeof n === "number");
  // A page without scripts (NO_SCRIPTS) is as a visitor without JavaScript has it, even in a browser
  // that runs JavaScript: what would need script hides, and the refresh is the page's own.
  const scripted = usePageScripts();
  const refreshTag = refresh ? `<meta http-equiv="refresh" content="${Math.trunc(refresh)}">` : "";
  return (
    <html lang={LOCALES[isLanguage(root?.lang) ? root.lang : "en"]} data-scripts={scripted ? undefined : "none"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme.colors.primary} />
        <Meta />
        <Links />
        {/* Live counts and other script-only bits hide themselves when JavaScript is off. */}
        {scripted ? (
          <noscript dangerouslySetInnerHTML={{ __html: `<style>${HIDE_SCRIPT_ONLY}</style>${refreshTag}` }} />
        ) : (
          <>
            <style dangerouslySetInnerHTML={{ __html: HIDE_SCRIPT_ONLY }} />
            {refresh ? <meta httpEquiv="refresh" content={String(Math.trunc(refresh))} /> : null}
          </>
        )}
      </head>
      <body>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
        {scripted ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** The performance mark set once the page has hydrated. */
const HYDRATED_MARK = "saaj:hydrated";
/** Marks when the page became interactive, for the hydration benchmark (scripts/bench-hydration.ts) and the journeys. */
const useHydratedMark = () => useEffect(() => void performance.mark(HYDRATED_MARK), []);

/** Set once the app has rendered in this document: an error after that came from a navigation in the browser. */
let appRendered = false;

export default function App() {
  const root = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The spec: every path change scrolls to the top. Not the first render: hydration on a slow phone
  // ends after the visitor may have scrolled, and a jump to the top then puts their tap on whatever
  // moved under it. Not Back or Forward either: ScrollRestoration puts them where they were.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  useFocusAfterNavigation();
  useHydratedMark();
  useEffect(() => void (appRendered = true), []);
  // The provider console (/Partner) lays out its own bar, toasts, main and footer.
  const console = useMatches().some((m) => (m.handle as { console?: boolean } | undefined)?.console);
  if (console) {
    return (
      <>
        <SkipLink />
        <ProgressBar />
        <ToastRegion toast={root.toast} flush />
        <Outlet />
        <ConsoleFooter />
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <Header />
      <ToastRegion toast={root.toast} />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      {root.modal ? (
        <Suspense fallback={null}>
          <LazyGlobalDialogs />
        </Suspense>
      ) : null}
    </>
  );
}

/** The first thing Tab reaches on every page, errors included. */
function SkipLink() {
  const t = useT("common");
  return (
    <a className="skip-link" href="#main">
      {t("skipToContent")}
    </a>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const shown = useErrorShown(error);
  // A navigation in the browser whose data never came (offline, the server gone): the page has no
  // words and no layout data. Load the address as a page instead, as without JavaScript: the
  // server's page, or the browser's own offline page. Never on the server's own error page, so
  // this cannot loop.
  const rootData = useRootData();
  const lostData = appRendered && !rootData;
  useEffect(() => {
    if (lostData) window.location.reload();
  }, [lostData]);
  useHydratedMark();
  if (lostData) return null;
  if (shown.status >= 500) console.error(error);
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main">
        <ErrorPage {...shown} />
      </main>
      <Footer />
    </>
  );
}

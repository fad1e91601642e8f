import { useMatches } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";

/**
 * A route whose page works whole without script exports `handle = NO_SCRIPTS`: its document then
 * carries no module script and no modulepreload (the information, legal and thank-you pages).
 * The opposite of remix-utils' useShouldHydrate, which asks each page that needs script to say so:
 * here most pages do, so the few that do not say so.
 */
export const NO_SCRIPTS = { hydrate: false } as const;

/**
 * Whether this document loads the app's scripts: not when a matched route said NO_SCRIPTS. Once the
 * app runs in the browser (a page that had scripts, navigated on to one of those), always: the
 * page is then rendered by the running app, and its scripts are already there.
 */
export function usePageScripts(): boolean {
  const matches = useMatches();
  const hydrated = useHydrated();
  return hydrated || !matches.some((m) => (m.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}

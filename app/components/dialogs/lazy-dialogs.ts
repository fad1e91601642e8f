import { lazy } from "react";

/**
 * The login, register and code popups, loaded only when one is asked for (?modal=…) or about to
 * be (a pointer or focus on a link that opens one): every page but those ships without them.
 * The server renders them whole (entry.server waits for everything), so a page opened with a
 * popup shows it at once, with JavaScript or without.
 */
const load = () => import("./GlobalDialogs");
export const LazyGlobalDialogs = lazy(() => load().then((m) => ({ default: m.GlobalDialogs })));
export const preloadDialogs = () => void load();

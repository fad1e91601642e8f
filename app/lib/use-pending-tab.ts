import { useLocation, useNavigation } from "react-router";

/**
 * True while a client navigation to this same page is switching the tab kept in the URL
 * parameter `param` away from `current` (a missing parameter counts as `fallback`): the panel
 * shows the spec's skeleton meanwhile. Always false without JavaScript (the server answers).
 */
export function useTabSwitching(param: string, current: string, fallback: string = current): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== location.pathname) return false;
  const next = new URLSearchParams(navigation.location.search).get(param) ?? fallback;
  return next !== current;
}

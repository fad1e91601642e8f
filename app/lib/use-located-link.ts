import { useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { showToast } from "./client-toast";
import { GEO_OPTIONS, latLngText } from "./geolocation";

const DENIED = "Kindly enable location in your browser or choose your preferred location.";

/**
 * The spec's category and bridal-tile click: with a stored location the link goes as it is.
 * Otherwise, with JavaScript, it asks the browser where the customer is (granted: search around
 * those coordinates; denied: the spec's info toast, then the search at the default place).
 * Without JavaScript the link is a plain link to the default place.
 */
export function useLocatedLink(locationStored: boolean) {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (locationStored || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!("geolocation" in navigator)) return; // the plain link: the default place
    event.preventDefault();
    const go = (location?: string) => {
      const url = new URL(href, window.location.origin);
      if (location) url.searchParams.set("location", location);
      navigate(url.pathname + url.search);
    };
    const refused = () => {
      showToast({ kind: "info", message: DENIED });
      go();
    };
    const locate = () =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => go(latLngText(coords.latitude, coords.longitude)),
        (error) => (error.code === error.PERMISSION_DENIED ? refused() : go()),
        GEO_OPTIONS,
      );
    if (!navigator.permissions?.query) return locate();
    navigator.permissions.query({ name: "geolocation" }).then(
      (status) => (status.state === "denied" ? refused() : locate()),
      () => locate(),
    );
  };
}

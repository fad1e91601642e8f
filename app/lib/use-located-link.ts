import { useNavigate } from "react-router";
import type { MouseEvent } from "react";
import { showToast } from "./client-toast";
import { GEO_OPTIONS, latLngText } from "./geolocation";

const DENIED = "Kindly enable location in your browser or choose your preferred location.";
const UNSUPPORTED = "Geolocation is not supported by your browser.";
const POSITION_FAILED = "Failed to get current location. Please enable location permissions.";
const CHECK_FAILED = "An error occurred while checking location permissions.";

/**
 * The spec's category and bridal-tile click: with a stored location the link goes as it is.
 * Otherwise, with JavaScript, it asks the browser where the customer is (granted: search around
 * those coordinates; denied: the spec's info toast, then the search at the default place; no
 * geolocation, no position or a failed permission check: the spec's message, then the default
 * place). Without JavaScript the link is a plain link to the default place.
 */
export function useLocatedLink(locationStored: boolean) {
  const navigate = useNavigate();
  return (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (locationStored || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!("geolocation" in navigator)) {
      // The plain link (the default place), saying why.
      showToast({ kind: "info", message: UNSUPPORTED });
      return;
    }
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
        (error) => {
          if (error.code === error.PERMISSION_DENIED) return refused();
          showToast({ kind: "error", message: POSITION_FAILED });
          go();
        },
        GEO_OPTIONS,
      );
    if (!navigator.permissions?.query) return locate();
    navigator.permissions.query({ name: "geolocation" }).then(
      (status) => (status.state === "denied" ? refused() : locate()),
      () => {
        showToast({ kind: "error", message: CHECK_FAILED });
        locate();
      },
    );
  };
}

/** A toast raised in the browser (geolocation refusals): the root's ToastRegion shows it. */
export const CLIENT_TOAST_EVENT = "saaj:toast";
export type ClientToast = { kind: "error" | "info" | "success"; message: string };

export function showToast(toast: ClientToast) {
  window.dispatchEvent(new CustomEvent<ClientToast>(CLIENT_TOAST_EVENT, { detail: toast }));
}

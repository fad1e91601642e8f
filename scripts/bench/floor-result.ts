import path from "node:path";

/** Where scripts/bench-floor.ts leaves its throughput figures for the sections after it (scripts/bench-personal.ts). */
export const FLOOR_RESULT = path.resolve(".tmp", "bench-floor.json");

export interface FloorResult {
  /** The bare page, req/s. */
  app: number;
  /** Its static copy from the same server, req/s. */
  copy: number;
  ratio: number;
  measuredAt: string;
}

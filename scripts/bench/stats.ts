/** Small helpers the benchmarks share: waiting, percentiles of sorted figures, and the median. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const median = (xs: number[]) =>
  pct(
    [...xs].sort((a, b) => a - b),
    50,
  );

import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

/**
 * The floor's figures (scripts/bench-floor.ts: a bare React Router page measured on this machine),
 * kept in a small JSON file. `npm run bench` measures the floor first, so every later section, and
 * its children, read the figures of the same run; with BENCH_ONLY and no floor section, the last
 * file written (its date said), so a partial run still compares, or "floor not measured".
 */
export interface Floor {
  /** ISO time of the measurement. */
  measuredAt: string;
  /** The commit of this repository when it was measured (its versions and settings are copied). */
  commit: string;
  versions: string;
  /** JavaScript for a first visit to the bare page, gzip. */
  jsKiB: number;
  /** Hydration with the CPU 6x slower: medians of `hydrationRuns` fresh loads. */
  interactiveMs: number;
  scriptMs: number;
  hydrationRuns: number;
  /** Throughput of the page and of its static copy (autocannon, 20 connections). */
  appRps: number;
  staticRps: number;
  throughputRatio: number;
  /** The machine's load (1-minute average) as the floor was measured: the figures move with it. */
  load?: number;
}

export const FLOOR_FILE = path.resolve(process.env.BENCH_FLOOR_FILE ?? ".tmp/bench/floor.json");

export function writeFloor(floor: Floor) {
  mkdirSync(path.dirname(FLOOR_FILE), { recursive: true });
  writeFileSync(FLOOR_FILE, `${JSON.stringify(floor, null, 2)}\n`);
}

/** The machine's 1-minute load average, to print beside figures that move with it. */
export const machineLoad = () => loadavg()[0]!;

export const readFloor = (): Floor | undefined => (existsSync(FLOOR_FILE) ? (JSON.parse(readFileSync(FLOOR_FILE, "utf8")) as Floor) : undefined);

/** This checkout's commit, with "+changes" when its files differ from it. */
export function currentCommit() {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim() || "unknown";
  const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).stdout.trim();
  return dirty ? `${head}+changes` : head;
}

const formatTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * Where the floor's figures come from, in words: this run (`npm run bench` sets BENCH_STARTED_AT
 * for its sections), an earlier one with its date, or none.
 */
export function floorSource(floor = readFloor()) {
  if (!floor) return "floor not measured (no BENCH_ONLY=floor run yet: the floor's figures show as -)";
  const started = process.env.BENCH_STARTED_AT;
  const when = `${formatTime(floor.measuredAt)}, commit ${floor.commit}, machine load ${floor.load?.toFixed(1) ?? "?"}`;
  return started && floor.measuredAt >= started ? `floor measured in this run (${when})` : `floor from an earlier run: ${when}`;
}

import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

/** A folder for this run's database copies (api/test/db-snapshot.ts), removed when the run ends. */
export default function setup(project: TestProject) {
  const parent = path.resolve(".tmp");
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, "db-snapshots."));
  project.provide("dbSnapshotDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

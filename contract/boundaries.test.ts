import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The module boundaries of docs/decisions/0010-contract-module.md:
 * - app/ never imports api/ (its tests may: they run the real API in process);
 * - app/ imports contract/schemas/* (zod + @hono/zod-openapi) and contract/routes/* (the API's
 *   operations, built with createRoute) only with `import type`, so no schema code reaches the
 *   browser; the other contract/ modules are plain constants;
 * - contract/ imports neither api/ nor app/, and its constant modules import nothing but each other;
 * - contract/routes/* (the operations' definitions, without the API's middleware) import only
 *   contract/ modules and @hono/zod-openapi;
 * - server/ is the host process: it imports app/, api/ and shared/, and nobody imports it (tests included);
 * - shared/ (the logger, health, shutdown, settings parsing) imports nothing of app/, api/ or server/.
 */

const ROOT = path.resolve(__dirname, "..");
const inside = (file: string, dir: string) => !path.relative(path.join(ROOT, dir), file).startsWith("..");

/** Every import, re-export, dynamic import and require of a source file, with whether it is type-only. */
export function importsOf(source: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm;
  for (const m of source.matchAll(statement)) found.push({ specifier: m[3]!, typeOnly: Boolean(m[2]) });
  for (const m of source.matchAll(/\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push({ specifier: m[1]!, typeOnly: false });
  return found;
}

/** The file (without extension) a specifier names, or undefined for a package. */
export function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return path.join(ROOT, "app", specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return undefined;
}

/** What is wrong with one file's imports ([] when nothing). */
export function violations(file: string, source: string): string[] {
  const problems: string[] = [];
  const isTest = /\.test\.tsx?$/.test(file);
  const rel = path.relative(ROOT, file);
  for (const { specifier, typeOnly } of importsOf(source)) {
    const target = resolveSpecifier(file, specifier);
    if (inside(file, "app") && !isTest) {
      if (target && inside(target, "api")) problems.push(`${rel}: imports api/ ("${specifier}"); take the type from contract/`);
      const schemaCode = target && (inside(target, "contract/schemas") || inside(target, "contract/routes"));
      if (schemaCode && !typeOnly) problems.push(`${rel}: "${specifier}" must be an \`import type\` (schemas stay out of the app's bundle)`);
    }
    if (target && inside(target, "server") && !inside(file, "server")) problems.push(`${rel}: imports server/ ("${specifier}"), the host; share it through shared/`);
    if (inside(file, "shared") && !isTest && target && ["app", "api", "server"].some((d) => inside(target, d))) problems.push(`${rel}: shared/ imports "${specifier}"`);
    if (inside(file, "contract") && !isTest) {
      if (target && (inside(target, "api") || inside(target, "app"))) problems.push(`${rel}: contract/ imports "${specifier}"`);
      if (inside(file, "contract/routes")) {
        if (!(target ? inside(target, "contract") : specifier === "@hono/zod-openapi")) problems.push(`${rel}: a route definition imports "${specifier}" (contract/ and @hono/zod-openapi only)`);
        continue;
      }
      const constantModule = !inside(file, "contract/schemas");
      if (constantModule && !(target && inside(target, "contract") && !inside(target, "contract/schemas"))) {
        problems.push(`${rel}: a constant module of contract/ imports "${specifier}" (constants only, no packages)`);
      }
    }
  }
  return problems;
}

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("module boundaries", () => {
  it("app/ imports no api/ code and only types from contract/schemas; contract/ imports no api/ or app/; nobody imports server/", () => {
    const problems = [...sources("app"), ...sources("contract"), ...sources("api"), ...sources("shared")].flatMap((f) => violations(f, readFileSync(f, "utf8")));
    expect(problems).toEqual([]);
  });

  it("catches each kind of forbidden import", () => {
    const page = path.join(ROOT, "app/routes/some-page.tsx");
    expect(violations(page, `import { verify } from "../../api/lib/client-identity";`)).toHaveLength(1);
    expect(violations(page, `import type { Booking } from "../../api/routes/bookings/bookings.service";`)).toHaveLength(1);
    expect(violations(page, `export { thing } from "../../api/x";`)).toHaveLength(1);
    expect(violations(page, `const m = await import("../../api/app");`)).toHaveLength(1);
    expect(violations(page, `import {\n  Booking,\n} from "../../contract/schemas/bookings";`)).toHaveLength(1);
    expect(violations(page, `import { type Booking } from "../../contract/schemas/bookings";`)).toHaveLength(1);
    expect(violations(page, `import type { Booking } from "../../contract/schemas/bookings";`)).toEqual([]);
    expect(violations(page, `import { STATUS } from "../../contract/booking";\nimport { api } from "~/lib/api.server";`)).toEqual([]);
    // Tests of the app run the real API in process.
    expect(violations(path.join(ROOT, "app/routes/some-page.test.ts"), `import { createTestApi } from "../../api/test/setup";`)).toEqual([]);
    expect(violations(path.join(ROOT, "contract/schemas/x.ts"), `import { text } from "../../api/lib/x";`)).toHaveLength(1);
    expect(violations(path.join(ROOT, "contract/x.ts"), `import { z } from "zod";`)).toHaveLength(1);
    expect(violations(page, `import { bookings } from "../../contract/routes";`)).toHaveLength(1);
    expect(violations(page, `import type * as Routes from "../../contract/routes";`)).toEqual([]);
    expect(violations(path.join(ROOT, "contract/routes/x.ts"), `import { createRoute } from "@hono/zod-openapi";\nimport { Body } from "../schemas/x";\nimport { STATUS } from "../booking";`)).toEqual(
      [],
    );
    expect(violations(path.join(ROOT, "contract/routes/x.ts"), `import { requireUser } from "../../api/lib/auth";`)).toHaveLength(2);
    expect(violations(path.join(ROOT, "contract/routes/x.ts"), `import { z } from "zod";`)).toHaveLength(1);
    expect(violations(path.join(ROOT, "contract/x.ts"), `import { STATUS } from "./booking";`)).toEqual([]);
    expect(violations(path.join(ROOT, "api/lib/x.ts"), `import { log } from "../../server/log";`)).toHaveLength(1);
    expect(violations(path.join(ROOT, "app/lib/x.test.ts"), `import { log } from "../../server/log";`)).toHaveLength(1);
    expect(violations(path.join(ROOT, "api/lib/x.ts"), `import { log } from "../../shared/log";`)).toEqual([]);
    expect(violations(path.join(ROOT, "shared/x.ts"), `import { api } from "../app/lib/api.server";`)).toHaveLength(1);
    expect(violations(path.join(ROOT, "server/x.ts"), `import { api } from "../app/lib/api.server";`)).toEqual([]);
  });
});

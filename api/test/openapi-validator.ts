import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";

/**
 * Checks an answer of the API against its own OpenAPI document (/api/openapi.json): the status is
 * one the operation documents, and a JSON body matches that response's schema (JSON Schema 2020-12,
 * Ajv). Answers to paths the document does not have are not checked.
 */
export type ResponseCheck = (method: string, pathname: string, status: number, contentType: string | null, body: string) => string | null;

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, { content?: Record<string, unknown> }>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON
export function responseChecker(doc: any): ResponseCheck {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ ...doc, $id: "openapi.json" });
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, Operation["responses"]>>(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries<{ responses?: Operation["responses"] }>(item as never)) {
      if (!operation?.responses) continue;
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`);
      operations.push({ method: method.toUpperCase(), path, pattern, params: (path.match(/\{/g) ?? []).length, responses: operation.responses });
    }
  }
  // A path without parameters wins over one that has them (/api/x/new before /api/x/{id}).
  operations.sort((a, b) => a.params - b.params);
  const validators = new Map<string, ValidateFunction>();

  return (method, pathname, status, contentType, body) => {
    const op = operations.find((o) => o.method === method.toUpperCase() && o.pattern.test(pathname));
    if (!op) return null;
    const key = String(status) in op.responses ? String(status) : `${String(status)[0]}XX` in op.responses ? `${String(status)[0]}XX` : "default" in op.responses ? "default" : null;
    if (!key) return `${method} ${op.path}: status ${status} is not documented (documented: ${Object.keys(op.responses).join(", ")})`;
    const json = op.responses[key]!.content?.["application/json"];
    if (!json || !contentType?.includes("application/json")) return null;
    const ref = `openapi.json#/${pointer("paths", op.path, method.toLowerCase(), "responses", key, "content", "application/json", "schema")}`;
    let validate = validators.get(ref);
    if (!validate) validators.set(ref, (validate = ajv.compile({ $ref: ref })));
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `${method} ${op.path} ${status}: the body is not JSON: ${body.slice(0, 100)}`;
    }
    if (validate(parsed)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || "/"} ${e.message}`)
      .join("; ");
    return `${method} ${op.path} ${status}: the body does not match the document: ${errors}; body: ${body.slice(0, 200)}`;
  };
}

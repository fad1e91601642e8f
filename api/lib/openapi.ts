type Json = Record<string, unknown>;
const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/** `post /api/login/verify-otp/` -> `postApiLoginVerifyOtp`; `{id}` -> `ById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((part) => (part.startsWith("{") ? ["by", part.slice(1, -1)] : part.split(/[-_.]/)))
    .filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

/** A nullable enum says so in its enum too: `{type: [..., "null"], enum: [...]}` without null refuses null. */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  if (!node || typeof node !== "object") return;
  const schema = node as Json;
  if (Array.isArray(schema.enum) && Array.isArray(schema.type) && schema.type.includes("null") && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(nullInNullableEnums);
}

/**
 * What the route definitions leave out, added to the generated document: every operation's
 * operationId, the 400 of input its schemas refuse, the 413 that any request body over the limit
 * gets (api/lib/body-limit.ts), the 415 of a body of another media type (api/lib/body-type.ts), and
 * null in nullable enums (the generator leaves it out).
 */
export function completeDocument<T extends object>(doc: T): T {
  const paths = (doc as { paths?: Record<string, Record<string, Json>> }).paths ?? {};
  const error = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      const responses = (operation.responses ??= {}) as Json;
      // Parameters and bodies are checked against their schemas before the handler runs.
      if (operation.requestBody || (Array.isArray(operation.parameters) && operation.parameters.length)) responses["400"] ??= error("Invalid input (the fields' errors)");
      if (operation.requestBody) {
        responses["413"] ??= error("The request body is over the size limit");
        responses["415"] ??= error("The request body's Content-Type is not a media type this operation takes");
      }
    }
  }
  nullInNullableEnums(doc);
  return doc;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- walks the untyped OpenAPI document */
/** The operations of the API's OpenAPI document, with the fields each takes, for the fuzz test (api/test/fuzz-run.ts). */
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; $ref?: string; [k: string]: unknown };
export interface Operation {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyTypes: string[];
  bodyFields: string[];
  auth: "bearer" | "member" | "provider" | "none";
}

export function operations(doc: any): Operation[] {
  const ops: Operation[] = [];
  const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? doc.components.schemas[s.$ref.replace("#/components/schemas/", "")] : s);
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const params: any[] = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const bodyFields = new Set<string>();
      for (const media of Object.values<any>(content)) for (const k of Object.keys(resolve(media.schema)?.properties ?? {})) bodyFields.add(k);
      const security = JSON.stringify(op.security ?? []);
      ops.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === "query").map((p) => p.name),
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        bodyTypes: Object.keys(content),
        bodyFields: [...bodyFields],
        auth: security.includes("ProviderKey") || path.startsWith("/provider-api") ? "provider" : security.includes("MemberBearer") ? "member" : security.includes('"Bearer"') ? "bearer" : "none",
      });
    }
  }
  return ops;
}

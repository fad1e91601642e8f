/** How the fuzz test (api/test/fuzz-run.ts) puts generated values on the wire: percent-encoded URLs and bodies in every encoding. */
/** Percent-encodes text; a lone surrogate goes as the bytes of its would-be UTF-8 (invalid UTF-8 on the wire). */
export function enc(text: string): string {
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase();
    return encodeURIComponent(ch);
  });
}

export function buildBody(encoding: string, fields: Record<string, unknown>, raw: string): { body?: BodyInit; type?: string } {
  switch (encoding) {
    case "json":
      return { body: JSON.stringify(fields), type: "application/json" };
    case "array-json":
      return { body: JSON.stringify([fields]), type: "application/json" };
    case "raw-json":
      return { body: raw, type: "application/json" };
    case "text":
      return { body: raw, type: "text/plain" };
    case "form": {
      const p = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) p.append(k, typeof v === "string" ? v : String(JSON.stringify(v)));
      return { body: p.toString(), type: "application/x-www-form-urlencoded" };
    }
    case "multipart": {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, typeof v === "string" ? v : (JSON.stringify(v) ?? ""));
      return { body: f };
    }
    case "multipart-no-boundary":
      return { body: raw, type: "multipart/form-data" };
    default:
      return {};
  }
}

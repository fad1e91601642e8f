/**
 * A visitor for the benchmarks that uses the site as a browser without JavaScript does: its own
 * address and cookies, forms found in the page by their button's words and sent with their hidden
 * fields, redirects followed. No browser: the crowd is 200 of these on one machine.
 */
const TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 5;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
  return m ? decode(m[1]!) : undefined;
};

export interface Page {
  status: number;
  /** Where the visitor ended up, after redirects. */
  path: string;
  body: string;
}

export interface FoundForm {
  action: string;
  fields: URLSearchParams;
  /** The form's inner HTML, for its radios and selects. */
  html: string;
  multipart: boolean;
}

/** The form whose submit button reads `words`, with its hidden fields and that button's name and value. */
export function formWith(html: string, words: RegExp): FoundForm | undefined {
  for (const form of html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)) {
    const inner = form[2]!;
    const button = [...inner.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)].find((b) => words.test(decode(b[2]!.replace(/<[^>]+>/g, "")).trim()));
    if (!button) continue;
    const fields = new URLSearchParams();
    for (const input of inner.matchAll(/<input([^>]*)>/g)) {
      const name = attribute(input[1]!, "name");
      if (name && attribute(input[1]!, "type") === "hidden") fields.set(name, attribute(input[1]!, "value") ?? "");
    }
    const name = attribute(button[1]!, "name");
    if (name) fields.set(name, attribute(button[1]!, "value") ?? "");
    return { action: attribute(form[1]!, "action") ?? "", fields, html: inner, multipart: /multipart\/form-data/i.test(form[1]!) };
  }
  return undefined;
}

/** The values of a form's radio buttons of that name that are not disabled. */
export const enabledRadios = (html: string, name: string) =>
  [...html.matchAll(/<input([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((tag) => attribute(tag, "type") === "radio" && attribute(tag, "name") === name && !/\bdisabled=/.test(tag))
    .map((tag) => attribute(tag, "value")!);

export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    /** The visitor's own address (the server trusts loopback as a proxy). */
    private readonly address: string,
  ) {}

  get hasCookies() {
    return this.cookies.size > 0;
  }

  /** The cookie of that name the visitor holds, for a browser or a tool to carry (undefined if none). */
  cookie(name: string) {
    const value = this.cookies.get(name);
    return value === undefined ? undefined : { name, value };
  }

  /** A page, or a form sent, with the redirects a browser follows; throws on no answer in 30 s. */
  async open(path: string, body?: URLSearchParams | FormData): Promise<Page> {
    let method = body ? "POST" : "GET";
    let at = path;
    for (let hop = 0; ; hop++) {
      const res = await fetch(new URL(at, this.base), {
        method,
        body: method === "POST" ? body : undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { Accept: "text/html", Origin: this.base, "X-Forwarded-For": this.address, Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(";")[0]!;
        const eq = pair.indexOf("=");
        const value = pair.slice(eq + 1);
        if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.set(pair.slice(0, eq), value);
        else this.cookies.delete(pair.slice(0, eq));
      }
      const location = res.headers.get("location");
      if (location && res.status >= 300 && res.status < 400 && hop < MAX_REDIRECTS) {
        await res.arrayBuffer();
        at = new URL(location, new URL(at, this.base)).pathname + new URL(location, new URL(at, this.base)).search;
        method = "GET";
        continue;
      }
      return { status: res.status, path: at, body: await res.text() };
    }
  }

  /** Sends a form found by formWith, as the browser would (multipart when the form says so). */
  submit(form: FoundForm, extra: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(extra)) form.fields.set(k, v);
    if (!form.multipart) return this.open(form.action, form.fields);
    const data = new FormData();
    for (const [k, v] of form.fields) data.set(k, v);
    return this.open(form.action, data);
  }
}

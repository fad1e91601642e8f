import { SESSION_COOKIE } from "../../app/lib/cookie-names";
import { formWith, Visitor } from "../bench-visitor";
import type { Cookie } from "./hydration";
import { sleep } from "./stats";

/** The address the bench's customer comes from (the bench's server trusts loopback as a proxy). */
const ADDRESS = "10.255.0.1";
const OUTBOX_WAIT_MS = 20_000;
const OUTBOX_POLL_MS = 250;

/** The newest login code the demo outbox holds for `phone` (the demo's SMS box reads the same). */
async function loginCode(base: string, phone: string) {
  for (const until = Date.now() + OUTBOX_WAIT_MS; Date.now() < until; await sleep(OUTBOX_POLL_MS)) {
    const res = await fetch(`${base}/api/demo/outbox/?phone=${phone}`);
    const messages = ((await res.json()) as { data?: { body: string }[] }).data ?? [];
    const code = messages.map((m) => /login code is (\d{6})/.exec(m.body)?.[1]).find(Boolean);
    if (code) return code;
  }
  throw new Error(`no login code in the demo outbox for ${phone}`);
}

/**
 * The session of a customer who has a service from `overview` in the cart and has logged in with
 * the demo's login code (through /Login's forms, as tests/e2e/book-by-forms.ts logInByForms does):
 * what /DateTime needs to show its calendar rather than send the visitor to /Login or home.
 * Throws unless /DateTime then answers with its own page.
 */
export async function bookingSession(base: string, overview: string): Promise<Cookie> {
  const visitor = new Visitor(base, ADDRESS);
  const add = formWith((await visitor.open(overview)).body, /^Add to Cart$/);
  if (!add) throw new Error(`no Add to Cart form on ${overview}`);
  await visitor.submit(add);
  const send = formWith((await visitor.open("/Login?redirectTo=%2FDateTime")).body, /^Send OTP$/);
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const codePage = send && (await visitor.submit(send, { phone }));
  const enter = codePage && formWith(codePage.body, /^Login$/);
  if (!enter) throw new Error("/Login gave no code form");
  const code = await loginCode(base, phone);
  const landed = await visitor.submit(enter, Object.fromEntries([...code].map((d, i) => [`otp${i + 1}`, d])));
  if (landed.status !== 200 || !landed.path.startsWith("/DateTime")) throw new Error(`logged in, /DateTime answered ${landed.status} at ${landed.path}`);
  const session = visitor.cookie(SESSION_COOKIE);
  if (!session) throw new Error("logged in without a session cookie");
  return session;
}

/** Where /DateTime sends a visitor without a session, in words. */
export async function withoutSession(base: string) {
  const res = await fetch(`${base}/DateTime`, { redirect: "manual" });
  return res.status >= 300 && res.status < 400 ? `HTTP ${res.status} to ${res.headers.get("location")}` : `HTTP ${res.status}`;
}

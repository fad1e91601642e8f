import { sleep } from "./stats";

const OUTBOX_TRIES = 50;
const OUTBOX_WAIT_MS = 100;

/** The booking bench's customers, each from an address of its own, logged in by phone code. */
export interface Customer {
  n: number;
  address: string;
  phone: string;
  token: string;
  userId: number;
}

export async function postJson(url: string, address: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": address };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Logs customer `n` in as a phone would: a code sent, read from the demo outbox, entered. */
export async function logIn(base: string, n: number): Promise<Customer> {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const phone = `9${String(n).padStart(9, "0")}`;
  const sent = await postJson(`${base}/api/login/`, address, { phone });
  if (sent.status !== 200) throw new Error(`login code for ${phone}: HTTP ${sent.status} ${JSON.stringify(sent.body)}`);
  let code: string | undefined;
  for (let i = 0; !code && i < OUTBOX_TRIES; i++) {
    const res = await fetch(`${base}/api/demo/outbox/?phone=${phone}`, { headers: { "x-forwarded-for": address } });
    const messages = ((await res.json()) as { data?: { body: string }[] }).data ?? [];
    code = messages.map((m) => /login code is (\d{6})/.exec(m.body)?.[1]).find(Boolean);
    if (!code) await sleep(OUTBOX_WAIT_MS);
  }
  if (!code) throw new Error(`no login code for ${phone} in the demo outbox`);
  const verified = await postJson(`${base}/api/login/verify-otp/`, address, { phone, otp: code });
  if (verified.status !== 200) throw new Error(`login for ${phone}: HTTP ${verified.status} ${JSON.stringify(verified.body)}`);
  return { n, address, phone, token: String(verified.body.token), userId: Number(verified.body.user_id) };
}

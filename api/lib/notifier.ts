import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { outbox, type OutboxStatus } from "../db/schema";
import type { ApiConfig } from "../config";
import { errorField, log } from "../../server/log";

/**
 * One notifier for every message a customer gets (docs/decisions/0021-notifier.md). A message is
 * first written to the outbox, then delivered from there by SMS or WhatsApp: at once for codes,
 * and by the job every second for everything, with retries and backoff while a gateway is down.
 * Each row is claimed before its request goes out and is never sent a second time: a row a worker
 * left mid-send (a crash, a kill) is marked `unknown`, not resent.
 */

export type Purpose = "login-code" | "appointment-code" | "booking-confirmed" | "reminder" | "provider-cancelled" | "notice";
export type Channel = "sms" | "whatsapp";

export interface Message {
  /** 10-digit Indian mobile number. */
  to: string;
  /** The text an SMS carries (and the demo outbox shows). */
  body: string;
  purpose: Purpose;
  /** The approved WhatsApp template and its body parameters; without one the message goes by SMS. */
  template?: { name: string; params: string[] };
  /** The customer chose updates on WhatsApp ("receive updates via WhatsApp"). Codes ignore it. */
  whatsapp?: boolean;
  /** After this nobody needs it (a code that has expired): it is not sent late. */
  expiresAt?: Date;
}

export interface Notifier {
  /** Queues the message and tries to deliver it at once; a failed try is retried by the job. */
  send(message: Message): Promise<void>;
  /** Delivers every message that is due (the job's tick); returns how many were tried. */
  deliverDue(): Promise<number>;
}

/** Codes always go by SMS: they must arrive on the number that asked, whatever the customer chose. */
const CODES = new Set<Purpose>(["login-code", "appointment-code"]);
export const MAX_ATTEMPTS = 8;
/** Retry n waits 15 s x 2^(n-1), at most 30 minutes. */
const BACKOFF_BASE_MS = 15_000;
const BACKOFF_MAX_MS = 30 * 60_000;
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
/** A gateway that has not answered by then is a failed try. */
const SEND_TIMEOUT_MS = 10_000;
/** A row still claimed this long after its claim was left by a worker that stopped mid-send. */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;
const BATCH = 20;

export function channelFor(message: Pick<Message, "purpose" | "template" | "whatsapp">, config: ApiConfig): Channel {
  return !CODES.has(message.purpose) && message.whatsapp && message.template && config.whatsapp ? "whatsapp" : "sms";
}

const hasGateway = (channel: Channel, config: ApiConfig) => (channel === "whatsapp" ? Boolean(config.whatsapp) : Boolean(config.smsGatewayUrl));

/** Writes a message to the outbox (inside the caller's transaction when given one). Kept only, unsent, when its channel has no gateway. */
export async function enqueue(db: Queryable, config: ApiConfig, message: Message, now: Date): Promise<number> {
  const channel = channelFor(message, config);
  const [row] = await db.orm
    .insert(outbox)
    .values({
      channel,
      recipient: message.to,
      body: message.body,
      purpose: message.purpose,
      template: channel === "whatsapp" ? message.template!.name : null,
      params: channel === "whatsapp" ? message.template!.params : [],
      status: hasGateway(channel, config) ? "pending" : "kept",
      createdAt: now,
      nextAttemptAt: now,
      expiresAt: message.expiresAt ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

interface Claimed {
  id: number;
  channel: Channel;
  recipient: string;
  body: string;
  template: string | null;
  params: string[];
  attempts: number;
  expires_at: string | Date | null;
}

export function createNotifier(db: Db, config: ApiConfig, now: () => Date = () => new Date()): Notifier {
  /** Takes due rows for this worker, marking them sending; rows another worker holds are skipped. */
  const claim = async (only?: number): Promise<Claimed[]> => {
    const at = now();
    const rows = await db.query<Claimed>(
      `UPDATE outbox SET status = 'sending', claimed_at = $1, attempts = attempts + 1
        WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1 ${only ? "AND id = $3" : ""}
                     ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, channel, recipient, body, template, params, attempts, expires_at`,
      only ? [at, BATCH, only] : [at, BATCH],
    );
    return rows;
  };

  const settle = (id: number, status: OutboxStatus, fields: { nextAttemptAt?: Date; lastError?: string | null; sentAt?: Date } = {}) =>
    db.orm
      .update(outbox)
      .set({ status, ...fields })
      .where(sql`${outbox.id} = ${id} AND ${outbox.status} = 'sending'`);

  const deliver = async (row: Claimed) => {
    const at = now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= at.getTime()) return settle(row.id, "expired", { lastError: "expired before it could be sent" });
    try {
      await (row.channel === "whatsapp" ? sendWhatsApp(config, row) : sendSms(config, row));
      await settle(row.id, "sent", { sentAt: now(), lastError: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (row.attempts >= MAX_ATTEMPTS) {
        log.error({ outbox: row.id, channel: row.channel, err: reason }, "[notifier] gave up on a message");
        return settle(row.id, "failed", { lastError: reason });
      }
      log.warn({ outbox: row.id, channel: row.channel, attempt: row.attempts, err: reason }, "[notifier] send failed, will retry");
      await settle(row.id, "pending", { lastError: reason, nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)) });
    }
  };

  /** Rows a stopped worker left claimed: whether they went out is unknown, so they are not sent again. */
  const abandon = () =>
    db.query(
      `UPDATE outbox SET status = 'unknown', last_error = 'the worker stopped while sending; not sent again'
        WHERE status = 'sending' AND claimed_at < $1`,
      [new Date(now().getTime() - CLAIM_TIMEOUT_MS)],
    );

  return {
    async send(message) {
      const id = await enqueue(db, config, message, now());
      try {
        for (const row of await claim(id)) await deliver(row);
      } catch (error) {
        log.error({ err: errorField(error) }, "[notifier] first try failed; the job will retry");
      }
    },
    async deliverDue() {
      await abandon();
      const rows = await claim();
      for (const row of rows) await deliver(row);
      return rows.length;
    },
  };
}

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`gateway answered ${response.status}`);
  return response;
}

/** The SMS gateway: {to, body} with the Indian prefix; the outbox id as Idempotency-Key for gateways that honour one. */
async function sendSms(config: ApiConfig, row: Claimed) {
  await post(
    config.smsGatewayUrl!,
    { "idempotency-key": `saaj-outbox-${row.id}`, ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}) },
    { to: `+91${row.recipient}`, body: row.body },
  );
}

/** WhatsApp Business Cloud API: a template message (POST /<phone number id>/messages). */
async function sendWhatsApp(config: ApiConfig, row: Claimed) {
  const wa = config.whatsapp!;
  const response = await post(
    `${wa.apiUrl}/${wa.phoneNumberId}/messages`,
    { authorization: `Bearer ${wa.token}` },
    {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: `91${row.recipient}`,
      type: "template",
      template: { name: row.template, language: { code: wa.language }, components: [{ type: "body", parameters: row.params.map((text) => ({ type: "text", text })) }] },
    },
  );
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
  if (!answer?.messages?.[0]?.id) throw new Error("WhatsApp accepted no message");
}

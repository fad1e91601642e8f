import { sql } from "drizzle-orm";
import type { Language } from "../../shared/languages";
import type { Db, Queryable } from "../db/client";
import { outbox, type OutboxStatus } from "../db/schema";
import type { ApiConfig } from "../config";
import { errorField, log } from "../../shared/log";

/**
 * One notifier for every message a customer gets (docs/decisions/0021-notifier.md). A message is
 * first written to the outbox, then delivered from there by SMS or WhatsApp in the background:
 * at once after it is queued, and by the delivery job every second for retries (with backoff
 * while a gateway is down) and for rows other code or other copies queued. Up to
 * SEND_CONCURRENCY requests are in flight at once, each cut off after SEND_TIMEOUT_MS, so a slow
 * gateway delays only its own messages. Each row is claimed just before its request goes out and
 * is never sent a second time: a row a worker left mid-send (a crash, a kill) is marked `unknown`,
 * not resent.
 */

export type Purpose = "login-code" | "appointment-code" | "booking-confirmed" | "reminder" | "provider-cancelled" | "notice" | "new-request";
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
  /** The language its words are in (English when not said); WhatsApp sends the template's translation for it. */
  language?: Language;
}

export interface Notifier {
  /** Queues the message and starts delivering it in the background: resolves once it is queued, never waits for a gateway. */
  send(message: Message): Promise<void>;
  /** The delivery job's tick: gives up rows a stopped worker left, and starts every due message, without waiting for any gateway. */
  kick(): void;
  /** Delivers every due message and resolves once each try has ended (sent, failed or timed out); returns how many this notifier tried meanwhile. */
  deliverDue(): Promise<number>;
  /** Resolves when no send of this notifier is in flight. */
  idle(): Promise<void>;
  /** Starts no more sends (queued messages wait for another worker or the next start); resolves when those in flight have ended. */
  stop(): Promise<void>;
}

export interface NotifierOptions {
  /** Requests in flight at once. */
  concurrency?: number;
  /** A gateway that has not answered by then is a failed try. */
  sendTimeoutMs?: number;
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
/** Requests in flight at once per API copy: enough that one slow gateway does not hold the others' messages back, few enough not to flood it. */
export const SEND_CONCURRENCY = 8;
/** A row still claimed this long after its claim was left by a worker that stopped mid-send (far beyond SEND_TIMEOUT_MS). */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;

export function channelFor(message: Pick<Message, "purpose" | "template" | "whatsapp">, config: ApiConfig): Channel {
  return !CODES.has(message.purpose) && message.whatsapp && message.template && config.whatsapp ? "whatsapp" : "sms";
}

/** WhatsApp refuses a template parameter with a line break or tab, or more than 4 spaces in a row; and a long one (the body has a limit). */
export const TEMPLATE_PARAM_MAX = 200;

/** A template parameter as WhatsApp takes it: one line, single spaces, at most TEMPLATE_PARAM_MAX characters. */
export function templateParam(text: string): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
  return line.length > TEMPLATE_PARAM_MAX ? `${line.slice(0, TEMPLATE_PARAM_MAX - 1).trimEnd()}…` : line || "-";
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
      params: channel === "whatsapp" ? message.template!.params.map(templateParam) : [],
      status: hasGateway(channel, config) ? "pending" : "kept",
      createdAt: now,
      nextAttemptAt: now,
      expiresAt: message.expiresAt ?? null,
      language: message.language ?? "en",
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
  language: Language;
}

export function createNotifier(db: Db, config: ApiConfig, now: () => Date = () => new Date(), options: NotifierOptions = {}): Notifier {
  const concurrency = options.concurrency ?? SEND_CONCURRENCY;
  const timeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;

  /** Takes up to `limit` due rows for this worker, codes first (someone is waiting for them), marking them sending; rows another worker holds are skipped. */
  const claim = (limit: number): Promise<Claimed[]> =>
    db.query<Claimed>(
      // The pick is a materialised CTE, not `WHERE id IN (SELECT … LIMIT … SKIP LOCKED)`: PostgreSQL
      // may run such a subquery more than once, each run skipping the rows the last one locked, and
      // claim more than `limit` rows (seen in npm test: 11 requests open with 8 slots).
      `WITH picked AS MATERIALIZED (
          SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
          ORDER BY purpose = ANY($3) DESC, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        UPDATE outbox SET status = 'sending', claimed_at = $1, attempts = outbox.attempts + 1
        FROM picked WHERE outbox.id = picked.id
        RETURNING outbox.id, outbox.channel, outbox.recipient, outbox.body, outbox.template, outbox.params, outbox.attempts, outbox.expires_at, outbox.language`,
      [now(), limit, [...CODES]],
    );

  const settle = (id: number, status: OutboxStatus, fields: { nextAttemptAt?: Date; lastError?: string | null; sentAt?: Date } = {}) =>
    db.orm
      .update(outbox)
      .set({ status, ...fields })
      .where(sql`${outbox.id} = ${id} AND ${outbox.status} = 'sending'`);

  const deliver = async (row: Claimed) => {
    const at = now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= at.getTime()) return settle(row.id, "expired", { lastError: "expired before it could be sent" });
    try {
      await (row.channel === "whatsapp" ? sendWhatsApp(config, row, timeoutMs) : sendSms(config, row, timeoutMs));
      await settle(row.id, "sent", { sentAt: now(), lastError: null });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const refused = error instanceof GatewayError && error.refused;
      if (row.channel === "whatsapp" && (refused || row.attempts >= MAX_ATTEMPTS) && config.smsGatewayUrl) {
        log.warn({ outbox: row.id, attempt: row.attempts, err: reason }, "[notifier] WhatsApp did not take a message; it goes by SMS");
        await toSms(row.id, reason);
        return void pump();
      }
      if (row.attempts >= MAX_ATTEMPTS) {
        log.error({ outbox: row.id, channel: row.channel, err: reason }, "[notifier] gave up on a message");
        return settle(row.id, "failed", { lastError: reason });
      }
      log.warn({ outbox: row.id, channel: row.channel, attempt: row.attempts, err: reason }, "[notifier] send failed, will retry");
      await settle(row.id, "pending", { lastError: reason, nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)) });
    }
  };

  /** A WhatsApp message WhatsApp will not take becomes an SMS with the same text, due now, its tries counted afresh. */
  const toSms = (id: number, reason: string) =>
    db.query(
      `UPDATE outbox SET channel = 'sms', template = NULL, params = '[]'::jsonb, status = 'pending', attempts = 0, next_attempt_at = $2,
          last_error = 'WhatsApp: ' || $3
        WHERE id = $1 AND status = 'sending'`,
      [id, now(), reason],
    );

  /** Rows a stopped worker left claimed: whether they went out is unknown, so they are not sent again. */
  const abandon = () =>
    db.query(
      `UPDATE outbox SET status = 'unknown', last_error = 'the worker stopped while sending; not sent again'
        WHERE status = 'sending' AND claimed_at < $1`,
      [new Date(now().getTime() - CLAIM_TIMEOUT_MS)],
    );

  const inFlight = new Set<Promise<void>>();
  let pumping: Promise<void> | null = null;
  let kicking: Promise<void> | null = null;
  /** Asked to pump while a pump was running: it goes round once more. */
  let pumpAgain = false;
  /** The last pump stopped with every slot taken, not for want of due rows: a slot that frees up pumps again. */
  let saturated = false;
  let stopping = false;
  let tried = 0;

  const start = (row: Claimed) => {
    const sending: Promise<void> = deliver(row)
      .then(() => undefined)
      .catch((error) => log.error({ outbox: row.id, err: errorField(error) }, "[notifier] could not record a try; the claim timeout settles the row"))
      .finally(() => {
        inFlight.delete(sending);
        if (saturated) void pump();
      });
    inFlight.add(sending);
  };

  /** Claims due rows while a slot is free and starts each; one pump at a time per notifier. */
  const pump = (): Promise<void> => {
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        saturated = false;
        while (!stopping) {
          const free = concurrency - inFlight.size;
          if (free <= 0) {
            saturated = true;
            break;
          }
          const rows = await claim(free);
          tried += rows.length;
          for (const row of rows) start(row);
          if (rows.length < free) break;
        }
      } while (pumpAgain && !stopping);
    })()
      .catch((error) => log.error({ err: errorField(error) }, "[notifier] could not claim messages; the delivery job tries again"))
      .finally(() => {
        pumping = null;
        // Asked again after the last round had looked (a slot freed up meanwhile).
        if (pumpAgain && !stopping) void pump();
      });
    return pumping;
  };

  const idle = async () => {
    while (kicking || pumping || inFlight.size > 0) await Promise.allSettled([kicking, pumping, ...inFlight]);
  };

  return {
    async send(message) {
      await enqueue(db, config, message, now());
      if (!stopping && hasGateway(channelFor(message, config), config)) void pump();
    },
    kick() {
      if (stopping || kicking) return;
      kicking = abandon()
        .then(pump)
        .catch((error) => log.error({ err: errorField(error) }, "[notifier] delivery job failed"))
        .finally(() => {
          kicking = null;
        });
    },
    async deliverDue() {
      const before = tried;
      await abandon();
      await pump();
      await idle();
      return tried - before;
    },
    idle,
    async stop() {
      stopping = true;
      await idle();
    },
  };
}

/** A gateway's answer other than success; `refused`: the request itself was refused (a 4xx other than 408 and 429), so the same request will not succeed later. */
class GatewayError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`gateway answered ${status}${detail ? `: ${detail}` : ""}`);
  }
  get refused() {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

async function post(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new GatewayError(response.status, (await response.text().catch(() => "")).slice(0, 200));
    return response;
  } catch (error) {
    if (error instanceof Error && error.name === "TimeoutError") throw new Error(`gateway did not answer within ${timeoutMs} ms`);
    throw error;
  }
}

/** The SMS gateway: {to, body} with the Indian prefix; the outbox id as Idempotency-Key for gateways that honour one. */
async function sendSms(config: ApiConfig, row: Claimed, timeoutMs: number) {
  await post(
    config.smsGatewayUrl!,
    { "idempotency-key": `saaj-outbox-${row.id}`, ...(config.smsGatewayToken ? { authorization: `Bearer ${config.smsGatewayToken}` } : {}) },
    { to: `+91${row.recipient}`, body: row.body },
    timeoutMs,
  );
}

/** WhatsApp Business Cloud API: a template message (POST /<phone number id>/messages). */
async function sendWhatsApp(config: ApiConfig, row: Claimed, timeoutMs: number) {
  const wa = config.whatsapp!;
  const response = await post(
    `${wa.apiUrl}/${wa.phoneNumberId}/messages`,
    { authorization: `Bearer ${wa.token}` },
    {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: `91${row.recipient}`,
      type: "template",
      template: {
        name: row.template,
        language: { code: row.language === "en" ? wa.language : row.language },
        components: [{ type: "body", parameters: row.params.map((text) => ({ type: "text", text })) }],
      },
    },
    timeoutMs,
  );
  const answer = (await response.json().catch(() => null)) as { messages?: { id?: string }[] } | null;
  if (!answer?.messages?.[0]?.id) throw new Error("WhatsApp accepted no message");
}

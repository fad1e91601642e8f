import type { Context } from "hono";
import type { Queryable } from "../../db/client";
import { bearerToken, userForToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import type { AppEnv, Deps } from "../../lib/context";
import { forbidden, tooMany } from "../../lib/errors";
import { takeToken } from "../../lib/rate-limit";
import { MESSAGES, type CallbackBody, type ContactBody } from "./messages.schemas";

/** Callback and contact forms: this many per client per hour. */
export const FORM_LIMIT = 5;
export const FORM_WINDOW_MS = 3600_000;

/** Signs an email up once; a repeat answers the same (nobody learns who is subscribed). */
export async function subscribe(db: Queryable, email: string, now: Date) {
  await db.query("INSERT INTO subscriptions (email, created_at) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING", [email.toLowerCase(), now]);
}

/**
 * The user a callback is stored for: the Bearer token's user. A user_id naming someone else is
 * refused; a user_id without a valid token is not trusted (stored as no user).
 */
export async function callbackUserId(c: Context<AppEnv>, claimed: number | null | undefined): Promise<number | null> {
  const { db, now } = c.var.deps;
  const token = bearerToken(c);
  const userId = token ? await userForToken(db, token, now()) : undefined;
  if (!userId) return null;
  if (claimed != null && claimed !== userId) throw forbidden(MESSAGES.notYourUserId);
  return userId;
}

async function limit(deps: Deps, bucket: string) {
  if (!(await takeToken(deps.db, bucket, FORM_LIMIT, FORM_WINDOW_MS, deps.now()))) throw tooMany(MESSAGES.tooMany);
}

export async function requestCallback(c: Context<AppEnv>, body: CallbackBody) {
  const deps = c.var.deps;
  const userId = await callbackUserId(c, body.user_id);
  await limit(deps, `callback:client:${clientKey(c)}`);
  await deps.db.query("INSERT INTO callback_requests (name, phone, user_id, created_at) VALUES ($1, $2, $3, $4)", [
    body.name,
    body.phone,
    userId,
    deps.now(),
  ]);
}

export async function sendContactMessage(c: Context<AppEnv>, body: ContactBody) {
  const deps = c.var.deps;
  await limit(deps, `contact:client:${clientKey(c)}`);
  await deps.db.query("INSERT INTO contact_messages (name, email, message, created_at) VALUES ($1, $2, $3, $4)", [
    body.name,
    body.email,
    body.message,
    deps.now(),
  ]);
}

import type { Context } from "hono";
import type { Queryable } from "../../db/client";
import { accessibilityReports, callbackRequests, contactMessages, subscriptions } from "../../db/schema";
import { bearerToken, userForToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import type { AppEnv, Deps } from "../../lib/context";
import { forbidden, tooMany } from "../../lib/errors";
import { takeToken } from "../../lib/rate-limit";
import { MESSAGES, type AccessibilityReportBody, type CallbackBody, type ContactBody, type SubscribeBody } from "../../../contract/schemas/messages";

/** Callback and contact forms: this many per client per hour. */
export const FORM_LIMIT = 5;
export const FORM_WINDOW_MS = 3600_000;

/** Newsletter sign-ups per client an hour. */
export const SUBSCRIBE_LIMIT = 10;

/**
 * Signs an email up once; a repeat answers the same (nobody learns who is subscribed). Limited
 * per client; a filled honeypot answers the same and stores nothing.
 */
export async function subscribe(c: Context<AppEnv>, body: SubscribeBody) {
  const deps = c.var.deps;
  if (body.website) return;
  if (!(await takeToken(deps.db, `subscribe:client:${clientKey(c)}`, SUBSCRIBE_LIMIT, FORM_WINDOW_MS, deps.now()))) throw tooMany("too_many_requests", MESSAGES.tooMany);
  await addSubscription(deps.db, body.email, deps.now());
}

export async function addSubscription(db: Queryable, email: string, now: Date) {
  await db.orm.insert(subscriptions).values({ email: email.toLowerCase(), createdAt: now }).onConflictDoNothing({ target: subscriptions.email });
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
  if (claimed != null && claimed !== userId) throw forbidden("not_your_user_id", MESSAGES.notYourUserId);
  return userId;
}

async function limit(deps: Deps, bucket: string) {
  if (!(await takeToken(deps.db, bucket, FORM_LIMIT, FORM_WINDOW_MS, deps.now()))) throw tooMany("too_many_requests", MESSAGES.tooMany);
}

export async function requestCallback(c: Context<AppEnv>, body: CallbackBody) {
  const deps = c.var.deps;
  const userId = await callbackUserId(c, body.user_id);
  if (body.website) return;
  await limit(deps, `callback:client:${clientKey(c)}`);
  await deps.db.orm.insert(callbackRequests).values({ name: body.name, phone: body.phone, userId, createdAt: deps.now() });
}

export async function sendContactMessage(c: Context<AppEnv>, body: ContactBody) {
  const deps = c.var.deps;
  await limit(deps, `contact:client:${clientKey(c)}`);
  await deps.db.orm.insert(contactMessages).values({ name: body.name, email: body.email, message: body.message, createdAt: deps.now() });
}

/** An accessibility problem someone met: stored for the team; limited per client like the other forms; a filled honeypot stores nothing. */
export async function reportAccessibilityProblem(c: Context<AppEnv>, body: AccessibilityReportBody) {
  const deps = c.var.deps;
  if (body.website) return;
  await limit(deps, `accessibility:client:${clientKey(c)}`);
  await deps.db.orm
    .insert(accessibilityReports)
    .values({ page: body.page ?? null, problem: body.problem, assistiveTech: body.assistive_tech ?? null, replyTo: body.reply_to ?? null, createdAt: deps.now() });
}

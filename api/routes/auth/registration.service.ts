import { and, eq, isNull } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { pendingRegistrations, users } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { tooMany } from "../../lib/errors";
import { randomToken, safeEqualHex, sha256 } from "../../lib/crypto";
import { takeToken } from "../../lib/rate-limit";
import { MESSAGES, type RegisterBody } from "../../../contract/schemas/auth";
import { HOUR_MS } from "./login-budgets";

/** How long a registration waits for its first login. */
export const REGISTRATION_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The registration for `phone`, if any, is used up by the first verified login. Its name and
 * email fill the account's empty fields only when the login carries the registration's ticket
 * (the person who registered is the one logging in).
 */
export async function applyPendingRegistration(tx: Queryable, input: { phone: string; userId: number; ticket?: string; now: Date }) {
  const [pending] = await tx.orm.select().from(pendingRegistrations).where(eq(pendingRegistrations.phone, input.phone)).for("update");
  if (!pending) return;
  await tx.orm.delete(pendingRegistrations).where(eq(pendingRegistrations.phone, input.phone));
  const fresh = pending.createdAt.getTime() > input.now.getTime() - REGISTRATION_TTL_MS;
  if (!fresh || !input.ticket || !safeEqualHex(pending.ticketHash, sha256(input.ticket))) return;
  await tx.orm
    .update(users)
    .set({ name: pending.name })
    .where(and(eq(users.userId, input.userId), eq(users.name, "")));
  await tx.orm
    .update(users)
    .set({ email: pending.email })
    .where(and(eq(users.userId, input.userId), isNull(users.email)));
}

/** Registrations per client an hour. */
export const REGISTRATIONS_PER_CLIENT_PER_HOUR = 10;

/**
 * POST /api/user/: records name, email and phone for the phone's first login, and hands back a
 * ticket that login must show for the details to join the account. Nothing is created and
 * nothing is checked against existing accounts, so the answer is the same whether the phone or
 * the email is known: it tells a stranger nothing, and claims nothing for them. A filled honeypot
 * field gets the same answer and is dropped.
 */
export async function registerUser(deps: Deps, body: RegisterBody, clientKey: string): Promise<{ ticket: string }> {
  const ticket = randomToken();
  if (body.website) return { ticket };
  const now = deps.now();
  if (!(await takeToken(deps.db, `register:client:${clientKey}`, REGISTRATIONS_PER_CLIENT_PER_HOUR, HOUR_MS, now))) throw tooMany("too_many_requests", MESSAGES.tooManyRequests);
  const registration = {
    name: body.name,
    email: body.email.toLowerCase(),
    receiveUpdates: body.receiveUpdates ?? true,
    ticketHash: sha256(ticket),
    createdAt: now,
  };
  await deps.db.orm
    .insert(pendingRegistrations)
    .values({ phone: body.phone, ...registration })
    .onConflictDoUpdate({ target: pendingRegistrations.phone, set: registration });
  return { ticket };
}

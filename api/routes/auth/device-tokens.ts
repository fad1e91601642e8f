import { and, eq, gt, isNotNull } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { deviceTokens, users } from "../../db/schema";
import { randomToken, sha256 } from "../../lib/crypto";
import { DAY_MS } from "./login-budgets";

/** How long a device that logged in keeps its reserved budget for login codes. */
const DEVICE_TOKEN_TTL_DAYS = 180;
const DEVICE_TOKEN_TTL_MS = DEVICE_TOKEN_TTL_DAYS * DAY_MS;
/** A device token as sent: 32 random bytes in base64url (43 characters). */
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new device token for the account that just proved `phone`; only its sha256 is stored. */
export async function issueDeviceToken(tx: Queryable, userId: number, phone: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.orm.insert(deviceTokens).values({ tokenHash: sha256(token), userId, phone, createdAt: now, expiresAt: new Date(now.getTime() + DEVICE_TOKEN_TTL_MS) });
  return token;
}

/** Whether `token` is a live device token of the verified account that owns `phone` now. Anything else is ignored. */
export async function isReturningDevice(tx: Queryable, token: string | undefined, phone: string, now: Date): Promise<boolean> {
  if (!token || !DEVICE_TOKEN_PATTERN.test(token)) return false;
  const [row] = await tx.orm
    .select({ userId: deviceTokens.userId })
    .from(deviceTokens)
    .innerJoin(users, eq(users.userId, deviceTokens.userId))
    .where(and(eq(deviceTokens.tokenHash, sha256(token)), eq(deviceTokens.phone, phone), eq(users.phone, phone), isNotNull(users.phoneVerifiedAt), gt(deviceTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

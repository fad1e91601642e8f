import type { Context, MiddlewareHandler } from "hono";
import { and, eq, gt } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { authTokens, providers } from "../db/schema";
import type { AppEnv } from "./context";
import { forbidden, unauthorized } from "./errors";
import { randomToken, sha256 } from "./crypto";

export const TOKEN_TTL_DAYS = 30;

/** Issues a bearer token for a user; only its hash is stored. */
export async function issueToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  const expires = new Date(now.getTime() + TOKEN_TTL_DAYS * 24 * 3600 * 1000);
  await db.orm.insert(authTokens).values({ tokenHash: sha256(token), userId, createdAt: now, expiresAt: expires });
  return token;
}

export async function revokeToken(db: Queryable, token: string) {
  await db.orm.delete(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization") ?? "";
  const match = /^(?:Bearer|Token)\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export async function userForToken(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  const [row] = await db.orm
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256(token)), gt(authTokens.expiresAt, now)));
  return row?.userId;
}

/** Requires `Authorization: Bearer <token>`; sets c.var.userId. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db, now } = c.var.deps;
  const token = bearerToken(c);
  const userId = token ? await userForToken(db, token, now()) : undefined;
  if (!userId) throw unauthorized();
  c.set("userId", userId);
  await next();
};

/** Any user_id the caller names must be the token's own. */
export function assertSelf(c: Context<AppEnv>, userId: number | string | undefined | null) {
  if (userId === undefined || userId === null || userId === "") return;
  if (Number(userId) !== c.var.userId) throw forbidden("not_your_data");
}

/** Provider-side calls: `X-Provider-Key: <key>`; sets c.var.providerId. */
export const requireProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("x-provider-key");
  if (!key) throw unauthorized("provider_key_required");
  const [row] = await c.var.deps.db.orm
    .select({ providerId: providers.providerId })
    .from(providers)
    .where(eq(providers.apiKeyHash, sha256(key)));
  if (!row) throw unauthorized("unknown_provider_key");
  c.set("providerId", row.providerId);
  await next();
};

/**
 * Demo mode only: the demo data's provider keys are derivable so the demo provider and tests can
 * act as any provider. Outside demo mode the seed gives random keys (api/db/seed.ts).
 */
export const demoProviderKey = (providerId: number) => `demo-provider-${providerId}`;

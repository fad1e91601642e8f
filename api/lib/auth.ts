import type { Context, MiddlewareHandler } from "hono";
import type { Queryable } from "../db/client";
import type { AppEnv } from "./context";
import { forbidden, unauthorized } from "./errors";
import { randomToken, sha256 } from "./crypto";

export const TOKEN_TTL_DAYS = 30;

/** Issues a bearer token for a user; only its hash is stored. */
export async function issueToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  const expires = new Date(now.getTime() + TOKEN_TTL_DAYS * 24 * 3600 * 1000);
  await db.query("INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
    sha256(token),
    userId,
    now,
    expires,
  ]);
  return token;
}

export async function revokeToken(db: Queryable, token: string) {
  await db.query("DELETE FROM auth_tokens WHERE token_hash = $1", [sha256(token)]);
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization") ?? "";
  const match = /^(?:Bearer|Token)\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export async function userForToken(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    "SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND expires_at > $2",
    [sha256(token), now],
  );
  return rows[0]?.user_id;
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
  if (Number(userId) !== c.var.userId) throw forbidden("You can only access your own data.");
}

/** Provider-side calls: `X-Provider-Key: <key>`; sets c.var.providerId. */
export const requireProvider: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("x-provider-key");
  if (!key) throw unauthorized("Provider key required.");
  const rows = await c.var.deps.db.query<{ provider_id: number }>(
    "SELECT provider_id FROM providers WHERE api_key_hash = $1",
    [sha256(key)],
  );
  if (!rows[0]) throw unauthorized("Unknown provider key.");
  c.set("providerId", rows[0].provider_id);
  await next();
};

/** The demo data's provider keys are derivable so the demo provider and tests can act as any provider. */
export const demoProviderKey = (providerId: number) => `demo-provider-${providerId}`;

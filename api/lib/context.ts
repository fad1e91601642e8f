import { OpenAPIHono } from "@hono/zod-openapi";
import type { Db } from "../db/client";
import type { ApiConfig } from "../config";
import type { Notifier } from "./notifier";
import { errorBody, fromZodError } from "./errors";
import type { ConsoleMember } from "./member-auth";

/** Everything a handler needs, injected once per app (tests build their own). */
export interface Deps {
  db: Db;
  config: ApiConfig;
  notifier: Notifier;
  /** The clock; tests move it. */
  now: () => Date;
}

export type AppEnv = {
  /** Handed over by the process that owns the socket (server.ts, api/main.ts); see lib/client-key.ts. */
  Bindings: { clientAddress?: string };
  Variables: {
    deps: Deps;
    /** Set by requireUser. */
    userId: number;
    /** Set by requireProvider, and by requireMember (the member's provider). */
    providerId: number;
    /** Set by requireMember: who in the provider's team is calling. */
    member: ConsoleMember;
  };
};

/** Every resource router is made here, so request validation fails the same way everywhere. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const { message, fieldErrors } = fromZodError(result.error);
        return c.json(errorBody("invalid_request", message, fieldErrors), 400);
      }
    },
  });
}
export type Router = ReturnType<typeof createRouter>;

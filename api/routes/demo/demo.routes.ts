import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import { outbox } from "../../db/schema";
import { createRouter } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { jsonResponse as json, errorResponse as error } from "../../lib/openapi";

export const router = createRouter();

const OutboxQuery = z.object({
  phone: z
    .string({ message: "Phone number must be 10 digits" })
    .trim()
    .regex(/^\d{10}$/, "Phone number must be 10 digits")
    .openapi({ description: "The recipient's 10-digit phone.", example: "9876543210" }),
});

const OutboxMessage = z
  .object({
    id: z.number().int(),
    body: z.string(),
    purpose: z.string(),
    created_at: z.string().openapi({ description: "ISO 8601, UTC." }),
  })
  .openapi("OutboxMessage");
export type OutboxMessage = z.infer<typeof OutboxMessage>;

const OutboxResponse = z.object({ status: z.literal("success"), data: z.array(OutboxMessage) }).openapi("OutboxResponse");
export type OutboxResponse = z.infer<typeof OutboxResponse>;

router.openapi(
  createRoute({
    method: "get",
    path: "/api/demo/outbox/",
    tags: ["Demo"],
    security: [],
    summary: "Demo mode only: the last 10 messages (login codes, ...) sent to a phone, newest first",
    request: { query: OutboxQuery },
    responses: {
      200: json(OutboxResponse, "The messages"),
      400: error("Invalid phone"),
      404: error("Not in demo mode"),
    },
  }),
  async (c) => {
    const { db, config } = c.var.deps;
    if (!config.demoMode) throw notFound();
    const { phone } = c.req.valid("query");
    const rows = await db.orm
      .select({ id: outbox.id, body: outbox.body, purpose: outbox.purpose, createdAt: outbox.createdAt })
      .from(outbox)
      .where(eq(outbox.recipient, phone))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(10);
    const data: OutboxMessage[] = rows.map((r) => ({ id: r.id, body: r.body, purpose: r.purpose, created_at: r.createdAt.toISOString() }));
    return c.json({ status: "success" as const, data }, 200);
  },
);

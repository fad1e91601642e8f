import type { OutboxMessage } from "../../../contract/schemas/demo";
import { desc, eq } from "drizzle-orm";
import { outbox } from "../../db/schema";
import { createRouter } from "../../lib/context";
import { notFound } from "../../lib/errors";
import * as routes from "../../../contract/routes/demo";

export const router = createRouter();

router.openapi(routes.demoOutbox, async (c) => {
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
});

import { z } from "@hono/zod-openapi";

/** Demo mode: the messages (login codes, ...) the demo sent to a phone. */
export const OutboxQuery = z.object({
  phone: z
    .string({ message: "Phone number must be 10 digits" })
    .trim()
    .regex(/^\d{10}$/, "Phone number must be 10 digits")
    .openapi({ description: "The recipient's 10-digit phone.", example: "9876543210" }),
});

export const OutboxMessage = z
  .object({
    id: z.number().int(),
    body: z.string(),
    purpose: z.string(),
    created_at: z.string().openapi({ description: "ISO 8601, UTC." }),
  })
  .openapi("OutboxMessage");
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxResponse = z.object({ status: z.literal("success"), data: z.array(OutboxMessage) }).openapi("OutboxResponse");
export type OutboxResponse = z.infer<typeof OutboxResponse>;

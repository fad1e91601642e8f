import { z } from "@hono/zod-openapi";
import { ERROR_CODES } from "../errors";

/** The one error body every failing call returns. */
export const ErrorBody = z
  .object({
    status: z.literal("failure"),
    code: z.enum(ERROR_CODES).openapi({
      description: "What kind of refusal, stable: clients translate or branch on it, not on the message (contract/errors.ts gives the English of each).",
      example: "slot_full",
    }),
    message: z.string().openapi({ description: "The refusal in English (the spec's words)." }),
    error: z.string().optional().openapi({ description: "Same as message (the spec reads `error` on some calls)." }),
    errors: z.record(z.array(z.string())).optional().openapi({ description: "Field errors by field name." }),
    attempts_left: z.number().int().optional().openapi({ description: "Wrong codes: tries left before the code locks." }),
    appointment_id: z.number().int().optional().openapi({ description: "Booking refused: the customer's booking that is already open." }),
    state: z.string().optional().openapi({ description: "Refused transition: the appointment's current state." }),
    suggestions: z.array(z.string()).optional().openapi({ description: "Search found nothing: catalogue services the words may have meant." }),
    retry_after: z.number().int().optional().openapi({ description: "429: seconds before asking again (also in Retry-After)." }),
  })
  .openapi("Error");
export type ErrorBody = z.infer<typeof ErrorBody>;

import { z } from "zod";

const id = z.coerce.number().int().positive();

/** The cart form's fields: every button names its intent; add carries the provider and branch. */
export const cartSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), serviceId: id, providerId: id, branchId: z.coerce.number().int().min(0) }),
  z.object({ intent: z.literal("clear-and-add"), serviceId: id, providerId: id, branchId: z.coerce.number().int().min(0) }),
  z.object({ intent: z.literal("inc"), serviceId: id }),
  z.object({ intent: z.literal("dec"), serviceId: id }),
  z.object({ intent: z.literal("remove"), serviceId: id }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("book") }),
]);
export type CartInput = z.infer<typeof cartSchema>;

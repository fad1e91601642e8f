import { z } from "zod";

export const SERVICE_TYPES = [
  { id: 2, name: "Home Services" },
  { id: 1, name: "Salon Services" },
] as const;

/** The hero and header search (spec 01, section 5). */
export const searchSchema = z.object({
  serviceTypeId: z.enum(["1", "2"], { errorMap: () => ({ message: "Service Type is missing. Please select a service type." }) }),
  service: z.string({ required_error: "Service search cannot be empty" }).trim().min(1, "Service search cannot be empty").max(80),
  location: z.string({ required_error: "Location search cannot be empty" }).trim().min(1, "Location search cannot be empty").max(120),
});
export type SearchInput = z.infer<typeof searchSchema>;

/** The callback form on /SearchResults. */
export const callbackSchema = z.object({
  name: z.string({ required_error: "Full name is required" }).trim().min(1, "Full name is required").max(80),
  phone: z.string({ required_error: "Phone number must be 10 digits" }).trim().regex(/^\d{10}$/, "Phone number must be 10 digits"),
});

import { z } from "zod";

export const CANCEL_REASONS = ["Personal Reasons", "Scheduling Conflict", "Emergency", "Other"] as const;

export const cancelSchema = z.object({
  appointmentId: z.coerce.number().int().positive(),
  reason: z.enum(CANCEL_REASONS, { errorMap: () => ({ message: "Reason is required" }) }),
});

export const reviewSchema = z.object({
  appointmentId: z.coerce.number().int().positive(),
  providerId: z.coerce.number({ invalid_type_error: "Provider ID is missing." }).int().positive("Provider ID is missing."),
  rating: z.coerce.number({ invalid_type_error: "Rating is required" }).int().min(1, "Rating is required").max(5, "Rating is required"),
  comment: z.string({ required_error: "Comment is required" }).trim().min(1, "Comment is required").max(500, "Comment must be under 500 characters"),
});

/** The profile form; dob arrives as the date input's YYYY-MM-DD. */
export const profileSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(80),
  phone: z.string().trim().length(10, "Mobile number must be 10 digits").regex(/^\d+$/, "Must be only digits"),
  email: z.string().trim().min(1, "Email is required").email("Invalid email format"),
  location: z.string().trim().max(120).optional().default(""),
  dob: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Date input not valid.")
    .optional()
    .default(""),
  gender: z.enum(["", "Male", "Female"]).optional().default(""),
  address: z.string().trim().max(300).optional().default(""),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** 'YYYY-MM-DD' (date input) -> 'DD-MM-YYYY' (the API) and back. */
export const toApiDate = (iso: string) => (iso ? iso.split("-").reverse().join("-") : "");
export const fromApiDate = (dmy: string | null | undefined) => (dmy && /^\d{2}-\d{2}-\d{4}$/.test(dmy) ? dmy.split("-").reverse().join("-") : "");

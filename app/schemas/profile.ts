import { z } from "zod";
import { CANCEL_REASONS } from "./constants";
import { LOGIN_CODE_PATTERN } from "../../contract/phone";
import { RATING_MAX, RATING_MIN, REVIEW_PHOTO_FIELD, REVIEW_PHOTOS_MAX } from "../../contract/review";
import { MESSAGES as LOGIN_MESSAGES } from "~/components/login/constants";

export const cancelSchema = z.object({
  appointmentId: z.coerce.number().int().positive(),
  reason: z.enum(CANCEL_REASONS, { errorMap: () => ({ message: "Reason is required" }) }),
});

const SUB_RATING_MESSAGE = "Each detail rating is a whole number from 1 to 5.";
/** A detail rating (contract SUB_RATINGS); "Not rated" sends nothing. */
const subRating = z.coerce.number({ invalid_type_error: SUB_RATING_MESSAGE }).int(SUB_RATING_MESSAGE).min(RATING_MIN, SUB_RATING_MESSAGE).max(RATING_MAX, SUB_RATING_MESSAGE).optional();
export const reviewSchema = z.object({
  appointmentId: z.coerce.number().int().positive(),
  providerId: z.coerce.number({ invalid_type_error: "Provider ID is missing." }).int().positive("Provider ID is missing."),
  rating: z.coerce.number({ invalid_type_error: "Rating is required" }).int().min(1, "Rating is required").max(5, "Rating is required"),
  comment: z.string({ required_error: "Comment is required" }).trim().min(1, "Comment is required").max(500, "Comment must be under 500 characters"),
  skill: subRating,
  hygiene: subRating,
  punctuality: subRating,
  behaviour: subRating,
  [REVIEW_PHOTO_FIELD]: z.array(z.instanceof(File)).max(REVIEW_PHOTOS_MAX, "You can add up to 3 photos.").optional(),
  /** Set when the booking's review is being edited (PUT), not written. */
  editing: z.literal("1").optional(),
});

/** The profile form; dob arrives as the date input's YYYY-MM-DD. */
export const profileSchema = z.object({
  name: z.string({ required_error: "Name is required" }).trim().min(1, "Name is required").max(80, "Please keep this to 80 characters."),
  phone: z.string({ required_error: "Mobile number must be 10 digits" }).trim().length(10, "Mobile number must be 10 digits").regex(/^\d+$/, "Must be only digits"),
  email: z.string({ required_error: "Email is required" }).trim().min(1, "Email is required").email("Invalid email format"),
  location: z.string().trim().max(120, "Please keep this to 120 characters.").optional().default(""),
  dob: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, "Date input not valid.")
    .optional()
    .default(""),
  gender: z.enum(["", "Male", "Female"]).optional().default(""),
  address: z.string().trim().max(300, "Please keep this to 300 characters.").optional().default(""),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The code sent to a new number (a login code: 6 digits). */
export const phoneCodeSchema = z.object({
  otp: z.string({ required_error: LOGIN_MESSAGES.otpFallback }).trim().regex(LOGIN_CODE_PATTERN, LOGIN_MESSAGES.otpFallback),
});

import type { z } from "zod";
import type { reviewSchema } from "~/schemas/profile";
import { BOOKING_MESSAGES } from "~/schemas/constants";
import { REVIEW_PHOTO_FIELD, SUB_RATINGS } from "../../contract/review";

/** Why the server dropped a photo of the review form (server/photo-upload.ts), in the form's words. */
const DROPPED: Record<string, string> = {
  too_large: BOOKING_MESSAGES.photoTooLarge,
  unreadable: BOOKING_MESSAGES.photoUnreadable,
  busy: BOOKING_MESSAGES.photoBusy,
  too_many: "You can add up to 3 photos.",
};

export const photoProblemMessage = (problem: FormDataEntryValue | null) => (typeof problem === "string" && Object.hasOwn(DROPPED, problem) ? DROPPED[problem] : undefined);

/** The review as the API takes it (multipart: the photos travel as they are). */
export function reviewForm(review: z.output<typeof reviewSchema>, userId: number): FormData {
  const form = new FormData();
  form.set("rating", String(review.rating));
  form.set("comment", review.comment);
  form.set("provider", String(review.providerId));
  form.set("user", String(userId));
  form.set("appointment_id", String(review.appointmentId));
  for (const name of SUB_RATINGS) if (review[name] !== undefined) form.set(name, String(review[name]));
  for (const photo of review[REVIEW_PHOTO_FIELD] ?? []) form.append(REVIEW_PHOTO_FIELD, photo, photo.name);
  return form;
}

import { and, eq, isNull } from "drizzle-orm";
import { reviews } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { conflict, notFound } from "../../lib/errors";
import type { ConsoleMember } from "../../lib/member-auth";
import { providerReviews } from "../providers/provider-page.service";

/** The provider's reviews as customers see them (their reply included). */
export const reviewsOf = (deps: Deps, member: ConsoleMember) => providerReviews(deps.db, member.providerId);

/** The one public reply to a review of the member's provider: given once, never changed here. */
export async function replyToReview(deps: Deps, member: ConsoleMember, reviewId: number, reply: string) {
  const [done] = await deps.db.orm
    .update(reviews)
    .set({ reply, repliedAt: deps.now(), repliedBy: member.memberId })
    .where(and(eq(reviews.reviewId, reviewId), eq(reviews.providerId, member.providerId), isNull(reviews.reply)))
    .returning({ id: reviews.reviewId });
  if (done) return;
  const [existing] = await deps.db.orm
    .select({ reply: reviews.reply })
    .from(reviews)
    .where(and(eq(reviews.reviewId, reviewId), eq(reviews.providerId, member.providerId)));
  // Another provider's review is answered as a missing one: its existence is not theirs to learn.
  if (!existing) throw notFound("review_missing");
  throw conflict("already_replied");
}

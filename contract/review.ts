/** Reviews (issue 27, item 5): what a customer may add to the spec's stars and comment. */

/** A review may be edited for this many days after it was written; then the edit is refused. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEW_EDIT_MS = REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000;

/** Optional ratings of parts of the visit, 1-5 each, besides the overall stars. */
export const SUB_RATINGS = ["skill", "hygiene", "punctuality", "behaviour"] as const;
export type SubRating = (typeof SUB_RATINGS)[number];
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Photos a review may have, and the form field they travel in (repeated). */
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_FIELD = "photos";
/** The field the web server adds when it had to drop a photo (server/photo-upload.ts). */
export const REVIEW_PHOTO_PROBLEM_FIELD = "photos_problem";
/** The API stores each photo as a JPEG whose longest side is at most this, without its metadata. */
export const REVIEW_PHOTO_MAX_EDGE_PX = 1280;

/** Where a review's photo is served. */
export const reviewPhotoPath = (photoId: number) => `/api/review-photos/${photoId}/`;

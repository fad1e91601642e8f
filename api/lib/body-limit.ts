import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors";
import { MAX_IMAGE_BYTES } from "./image";
import { REVIEW_PHOTOS_MAX } from "../../contract/review";

/**
 * How many bytes a request body may have, decided before anything parses it (docs/decisions/0007).
 * One upload (the booking's reference photo: the API's POST /api/book_now/) may have the photo's
 * 5 MB plus room for the multipart framing and the other fields; every other JSON or form body is
 * small. The web form POST /DateTime takes a camera's photo, up to 40 MB, streamed to disk and made
 * small before the action reads it (server/photo-upload.ts, decision 0032); this limit then applies
 * to its other bodies only.
 */
export const SMALL_BODY_LIMIT = 64 * 1024;
export const MULTIPART_OVERHEAD = 256 * 1024;
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + MULTIPART_OVERHEAD;
/** A review's photos (POST and PUT /api/reviews/). */
const REVIEW_BODY_LIMIT = REVIEW_PHOTOS_MAX * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD;

/**
 * Paths (lower case, no trailing slash or React Router `.data` suffix) whose writes carry photos,
 * by method. The web pages' photo forms (/DateTime, My Profile's review) are streamed to disk
 * instead (server/photo-upload.ts); their limit here is for their other bodies.
 */
const UPLOAD_PATHS: Record<string, { methods: string[]; bytes: number }> = {
  "/api/book_now": { methods: ["POST"], bytes: UPLOAD_BODY_LIMIT },
  "/datetime": { methods: ["POST"], bytes: UPLOAD_BODY_LIMIT },
  "/api/reviews": { methods: ["POST", "PUT"], bytes: REVIEW_BODY_LIMIT },
  "/myprofile": { methods: ["POST"], bytes: UPLOAD_BODY_LIMIT },
  "/partner-api/photos": { methods: ["POST"], bytes: UPLOAD_BODY_LIMIT },
  "/partner/photos": { methods: ["POST"], bytes: UPLOAD_BODY_LIMIT },
};

const normalise = (pathname: string) =>
  pathname
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "") || "/";

export const isApiPath = (pathname: string) => /^\/(api|provider-api|partner-api)(\/|$)/.test(pathname);

export interface BodyLimit {
  bytes: number;
  upload: boolean;
}

export function bodyLimitFor(method: string, pathname: string): BodyLimit {
  const path = UPLOAD_PATHS[normalise(pathname)];
  const upload = path?.methods.includes(method.toUpperCase()) ?? false;
  return { bytes: upload ? path!.bytes : SMALL_BODY_LIMIT, upload };
}

export const tooLargeMessage = (limit: BodyLimit) =>
  limit.upload ? "The upload is too large. Please choose a photo under 5 MB." : `The request is too large. It can be at most ${Math.round(limit.bytes / 1024)} KB.`;

/**
 * The API's own limit (also when it runs alone with `npm run api`): a declared Content-Length over
 * the limit is refused unread; a body without one is counted as it streams and refused once it
 * passes the limit. Over the limit is 413 with the usual error body.
 */
export function apiBodyLimit(): MiddlewareHandler {
  return async (c, next) => {
    const limit = bodyLimitFor(c.req.method, c.req.path);
    return bodyLimit({
      maxSize: limit.bytes,
      onError: (c) => c.json(errorBody(limit.upload ? "upload_too_large" : "payload_too_large", tooLargeMessage(limit)), 413),
    })(c, next);
  };
}

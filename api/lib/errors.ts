import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "@hono/zod-openapi";
import type { ErrorBody } from "../../contract/schemas/errors";
import { ERROR_MESSAGES, type ErrorCode } from "../../contract/errors";

/**
 * Throw from a handler to answer with the error body. `code` says what kind of refusal it is
 * (contract/errors.ts); the message, the spec's English, defaults to the code's own words.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra fields of the error body (attempts_left, appointment_id, state). */
    readonly extra?: ErrorExtra,
  ) {
    super(message);
  }
}

export type ErrorExtra = Partial<Pick<ErrorBody, "attempts_left" | "appointment_id" | "state" | "suggestions" | "retry_after">>;

type Fields = Record<string, string[]>;
export const badRequest = (code: ErrorCode, message?: string, fieldErrors?: Fields, extra?: ErrorExtra) => new ApiError(400, code, message, fieldErrors, extra);
export const unauthorized = (code: ErrorCode = "unauthorized", message?: string) => new ApiError(401, code, message);
export const forbidden = (code: ErrorCode = "forbidden", message?: string) => new ApiError(403, code, message);
export const notFound = (code: ErrorCode = "not_found", message?: string, extra?: ErrorExtra) => new ApiError(404, code, message, undefined, extra);
export const conflict = (code: ErrorCode, message?: string, fieldErrors?: Fields, extra?: ErrorExtra) => new ApiError(409, code, message, fieldErrors, extra);
export const tooMany = (code: ErrorCode, message?: string) => new ApiError(429, code, message);

export function errorBody(code: ErrorCode, message: string = ERROR_MESSAGES[code], fieldErrors?: Fields, extra?: ErrorExtra): ErrorBody {
  return { status: "failure", code, message, error: message, ...(fieldErrors ? { errors: fieldErrors } : {}), ...extra };
}

/** The generic code of a refusal known only by its HTTP status (Hono's HTTPException). */
export function codeOfStatus(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = { 401: "unauthorized", 403: "forbidden", 404: "not_found", 413: "payload_too_large", 415: "unsupported_media_type", 429: "too_many_requests" };
  return generic[status] ?? (status >= 500 ? "server_error" : "invalid_request");
}

export function respondError(c: Context, error: ApiError) {
  // A refusal that says when to come back says it to HTTP clients too.
  if (error.extra?.retry_after !== undefined) c.header("Retry-After", String(error.extra.retry_after));
  return c.json(errorBody(error.code, error.message, error.fieldErrors, error.extra), error.httpStatus);
}

/** zod issues -> { field: [messages] } and the first message. */
export function fromZodError(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return { message: error.issues[0]?.message ?? "Invalid request.", fieldErrors };
}

import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "@hono/zod-openapi";
import type { ErrorBody } from "../../contract/schemas/errors";

/** Throw from a handler to answer with the error body. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Extra fields of the error body (attempts_left, appointment_id, state). */
    readonly extra?: ErrorExtra,
  ) {
    super(message);
  }
}

export type ErrorExtra = Partial<Pick<ErrorBody, "attempts_left" | "appointment_id" | "state" | "suggestions" | "retry_after">>;

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>, extra?: ErrorExtra) => new ApiError(400, message, fieldErrors, extra);
export const unauthorized = (message = "Authentication required.") => new ApiError(401, message);
export const forbidden = (message = "You cannot access this resource.") => new ApiError(403, message);
export const notFound = (message = "Not found.", extra?: ErrorExtra) => new ApiError(404, message, undefined, extra);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>, extra?: ErrorExtra) => new ApiError(409, message, fieldErrors, extra);
export const tooMany = (message: string) => new ApiError(429, message);

export function errorBody(message: string, fieldErrors?: Record<string, string[]>, extra?: ErrorExtra): ErrorBody {
  return { status: "failure", message, error: message, ...(fieldErrors ? { errors: fieldErrors } : {}), ...extra };
}

export function respondError(c: Context, error: ApiError) {
  // A refusal that says when to come back says it to HTTP clients too.
  if (error.extra?.retry_after !== undefined) c.header("Retry-After", String(error.extra.retry_after));
  return c.json(errorBody(error.message, error.fieldErrors, error.extra), error.httpStatus);
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

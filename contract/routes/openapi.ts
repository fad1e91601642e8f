import type { z } from "@hono/zod-openapi";
import { ErrorBody } from "../schemas/errors";

/** A JSON response for createRoute's `responses`. Every router declares its responses with these two. */
export const jsonResponse = <T extends z.ZodTypeAny>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });

/** An error response (the one ErrorBody shape) for createRoute's `responses`. */
export const errorResponse = (description: string) => jsonResponse(ErrorBody, description);

/** A required JSON request body for createRoute's `request.body`. */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T) => ({ content: { "application/json": { schema } }, required: true as const });

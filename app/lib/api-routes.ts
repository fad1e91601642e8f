import type { z } from "zod";
import type * as Routes from "../../contract/routes";

/**
 * The API's operations as types, taken from their definitions in contract/routes (type-only: no
 * schema code reaches the app's bundle). A call names its operation by method and path; the query,
 * path parameters, body and successful answer follow from the operation's schemas.
 */
type Areas = typeof Routes;
type Operation = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];

export type Method = "get" | "post" | "put";
/** The paths the API answers with this method. */
export type PathOf<M extends Method> = Extract<Operation, { method: M }>["path"];
export type OperationOf<M extends Method, P extends string> = Extract<Operation, { method: M; path: P }>;

type Schema = z.ZodTypeAny;
type RequestPart<O, K extends string> = O extends { request: { [key in K]: infer S extends Schema } } ? z.input<S> : undefined;
type Success = 200 | 201;
type SuccessSchema<O> = O extends { responses: infer R }
  ? { [S in Success & keyof R]: R[S] extends { content: { "application/json": { schema: infer T extends Schema } } } ? T : never }[Success & keyof R]
  : never;

/** Queries and paths are text: the API's schemas read numbers and flags from them, so any of these may stand for a field. */
type TextValue = string | number | boolean | null | undefined;
type AsText<T> = T extends undefined ? undefined : { [K in keyof T]: undefined extends T[K] ? TextValue : Exclude<TextValue, null | undefined> };
/** Required when the part has a required field, optional when it has none, absent when the operation has no such part. */
type Part<Name extends string, T> = [T] extends [undefined] ? { [K in Name]?: never } : object extends T ? { [K in Name]?: T } : { [K in Name]: T };

/** What a call to one operation takes beside the common options: its query and its path's `{parameters}`. */
export type Inputs<O> = Part<"query", AsText<RequestPart<O, "query">>> & Part<"params", AsText<RequestPart<O, "params">>>;
/** The JSON body an operation takes. */
export type BodyOf<O> = O extends { request: { body: { content: { "application/json": { schema: infer S extends Schema } } } } } ? z.input<S> : never;
/** An operation's successful answer (its 200 or 201 body). */
export type DataOf<O> = z.output<SuccessSchema<O>>;

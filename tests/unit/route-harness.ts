/**
 * Route loaders and actions called as React Router calls them, against the real API in process
 * (PGlite), for the route fuzz tests (app/routes/*.fuzz.test.ts): a load context whose API calls
 * reach that API, a signed-in visitor's cookie, and the answer React Router would send for
 * whatever a route returns or throws.
 */
import type { AppLoadContext } from "react-router";
import { createTestApi, type TestApi } from "../../api/test/setup";
import { commitSession, getSession } from "~/lib/session.server";

/** A loader's or action's arguments, as React Router makes them for a route without params. */
export const routeArgs = (request: Request, context: AppLoadContext) => {
  const url = new URL(request.url);
  return { request, context, params: {}, url, pattern: url.pathname };
};

export interface RouteHarness {
  api: TestApi;
  context: AppLoadContext;
  /** A signed-in customer's session cookie (`name=value`). */
  signedIn: string;
  /** Every path the routes called on the API, in order. */
  apiCalls: string[];
}

export async function routeHarness(clientIp: string): Promise<RouteHarness> {
  const api = await createTestApi();
  const apiCalls: string[] = [];
  const apiFetch = (request: Request) => {
    apiCalls.push(new URL(request.url).pathname);
    return Promise.resolve(api.app.fetch(request, { clientAddress: clientIp }));
  };
  const context = { apiFetch, clientIp } as unknown as AppLoadContext;
  const user = await api.createUser();
  const session = await getSession(new Request("http://saaj.test/"));
  for (const [k, v] of Object.entries({ token: user.token, userId: user.userId, phone: user.phone })) session.set(k as never, v as never);
  return { api, context, signedIn: (await commitSession(session)).split(";")[0]!, apiCalls };
}

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
  /** What was thrown, when React Router would have answered 500 for it. */
  error?: unknown;
}

/** The answer React Router would send: a Response (returned or thrown), a data() answer's status, headers and body, or 500 for anything else thrown. */
export async function answerOf(call: () => unknown): Promise<Answer> {
  type Data = { type?: string; data?: unknown; init?: ResponseInit | null };
  const fromData = (d: Data, fallback: number, body: unknown): Answer => ({
    status: d?.init?.status ?? fallback,
    text: JSON.stringify(body ?? null),
    headers: new Headers(d?.init?.headers ?? undefined),
  });
  try {
    const result = (await call()) as unknown;
    if (result instanceof Response) return { status: result.status, text: await result.text(), headers: result.headers };
    const d = result as Data;
    return fromData(d, 200, d?.data ?? result);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text(), headers: thrown.headers };
    const d = thrown as Data;
    if (d?.type === "DataWithResponseInit") return fromData(d, 500, d.data);
    return { status: 500, text: String(thrown), headers: new Headers(), error: thrown };
  }
}

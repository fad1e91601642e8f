import { Writable } from "node:stream";
import { isRouteErrorResponse, ServerRouter, type ActionFunctionArgs, type AppLoadContext, type EntryContext, type LoaderFunctionArgs } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { NonceContext } from "./lib/nonce";
import { finishPage } from "./lib/page-bytes.server";
import { CollectStyles } from "./lib/styles-once.server";
import { currentRequest, errorField, log } from "../shared/log";

/** How long a loader's unsettled promise may hold the page before React Router rejects it (React Router reads this export). */
export const streamTimeout = 10_000;
/**
 * `Server-Timing`: the whole request so far (loaders, actions, rendering) and the part spent
 * waiting for the API, summed over its calls (app/lib/api.server.ts records them); and
 * `no-store` when one of those calls failed on the API's side.
 */
export function setServerTiming(headers: Headers, page = currentRequest()) {
  if (!page) return;
  const ms = (value: number) => value.toFixed(1);
  headers.set("Server-Timing", `app;desc="App";dur=${ms(performance.now() - page.startedAt)}, api;desc="API (${page.apiCalls} calls)";dur=${ms(page.apiMs)}`);
  // A page made while the API failed shows a failure message, or from an answer the API said not
  // to store: no cache may keep it for others.
  if (page.notToKeep) headers.set("Cache-Control", "private, no-store");
  // Pages and their data come in the visitor's language: by its cookie, else Accept-Language; and
  // compressed as Accept-Encoding asks (server.ts). Saying that here spares hono's compress from
  // saying it, which rebuilt every page's response around a stream, even one it did not compress.
  headers.append("Vary", "Accept-Language, Cookie, Accept-Encoding");
}

export function handleDataRequest(response: Response) {
  setServerTiming(response.headers);
  return response;
}

/** A loader, action or render error: logged once, with the request's id (the logger adds it). */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  const where = { svc: "app", method: request.method, path: new URL(request.url).pathname };
  // What React Router refuses by itself (a GET to a form's endpoint, an old-style `?_data` link) is the
  // caller's mistake, answered with a 4xx: at error level, anyone could flood the error log with it.
  if (isRouteErrorResponse(error) && error.status < 500) log.info({ ...where, status: error.status }, "page refused");
  else if (error instanceof Error && error.message.startsWith("Warning: ")) log.info({ ...where, err: errorField(error) }, "page warning");
  else log.error({ ...where, err: errorField(error) }, "page error");
}

/**
 * Renders the whole page before sending it, so the styles collected by styled-components can
 * go into <head>: the page is fully styled before any script runs (or when none does).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const sheet = new ServerStyleSheet();
  const page = currentRequest();
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CollectStyles sheet={sheet}>
        <NonceContext.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceContext.Provider>
      </CollectStyles>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              const styles = sheet.getStyleTags().replace(/<style /g, `<style nonce="${nonce}" `);
              sheet.seal();
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              setServerTiming(responseHeaders, page);
              resolve(new Response(finishPage(chunks, styles), { headers: responseHeaders, status }));
              done();
            },
          });
          pipe(sink);
        },
        onShellError(error) {
          sheet.seal();
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) log.error({ svc: "app", err: errorField(error) }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

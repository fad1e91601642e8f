import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { ServerStyleSheet } from "styled-components";
import { NonceContext } from "./lib/nonce";

const ABORT_DELAY = 10_000;

/**
 * Renders the whole page before sending it, so the styles collected by styled-components can
 * go into <head>: the page is fully styled before any script runs (or when none does).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const sheet = new ServerStyleSheet();
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <NonceContext.Provider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceContext.Provider>,
      ),
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const styles = sheet.getStyleTags().replace(/<style /g, `<style nonce="${nonce}" `);
            sheet.seal();
            const html = Buffer.concat(chunks).toString("utf8").replace("</head>", `${styles}</head>`);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const body = new PassThrough();
            body.end(html);
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          });
          pipe(sink);
        },
        onShellError(error) {
          sheet.seal();
          reject(error);
        },
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}

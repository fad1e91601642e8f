import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { createBodyGuard } from "./body-guard";

/** A test server: the real body guard (./body-guard.ts) in front of a handler that keeps each form it is handed. */
export interface GuardedServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The forms the guard handed on, in order (empty it with `handed.length = 0`). */
  handed: FormData[];
  close: () => Promise<void>;
}

/** For the photo forms' tests (photo-upload.test.ts, review-photo-form.test.ts): forms as a browser without JavaScript sends them. */
export async function guardedServer(): Promise<GuardedServer> {
  const handed: FormData[] = [];
  const guard = createBodyGuard();
  const server = http.createServer((req, res) =>
    guard(req, res, async () => {
      const raw = (req as http.IncomingMessage & { rawBody?: Buffer }).rawBody!;
      // The body handed on is the one its length says: the guard rewrote both together.
      expect(Number(req.headers["content-length"])).toBe(raw.length);
      handed.push(await new Response(new Uint8Array(raw), { headers: { "content-type": req.headers["content-type"]! } }).formData());
      res.end("handled");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    handed,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBodyGuard } from "./body-guard";
import { UPLOAD_BODY_LIMIT } from "../api/lib/body-limit";

/** A real HTTP server with the guard in front of a handler that reports what it was handed. */
let server: http.Server;
let base: string;
let handed: { path: string; bytes: number; form?: string[] }[] = [];
beforeAll(async () => {
  const guard = createBodyGuard();
  server = http.createServer((req, res) =>
    guard(req, res, async () => {
      const raw = (req as http.IncomingMessage & { rawBody?: Buffer }).rawBody;
      const entry: (typeof handed)[number] = { path: req.url!, bytes: raw?.length ?? -1 };
      const type = req.headers["content-type"];
      if (raw && type && /form/.test(type)) entry.form = [...(await new Response(new Uint8Array(raw), { headers: { "content-type": type } }).formData()).keys()];
      handed.push(entry);
      res.end("handled");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends `size` bytes with http.request, chunked unless `length` is given; resolves with the answer. */
function send(path: string, size: number, headers: Record<string, string>, length?: number) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: "POST", headers: { ...headers, ...(length !== undefined ? { "content-length": String(length) } : {}) } });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < size && !answered) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

const form = "application/x-www-form-urlencoded";

describe("the body guard in front of the app and the API", () => {
  it("refuses a declared length over the limit with 413, unread", async () => {
    handed = [];
    const r = await send("/api/subscribe/", 1024, { "content-type": "application/json" }, 10 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ status: "failure", message: expect.stringMatching(/too large/) });
    expect(r.headers.connection).toBe("close");
    expect(handed).toEqual([]);
  });

  it("counts a chunked body and stops it at the limit: JSON on the API, a page on the app", async () => {
    handed = [];
    const api = await send("/api/contact/", 50 * 1024 * 1024, { "content-type": "application/json" });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body).message).toMatch(/at most 64 KB/);
    const page = await send("/Contact", 50 * 1024 * 1024, { "content-type": form });
    expect(page.status).toBe(413);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toMatch(/too large/i);
    const upload = await send("/DateTime", 200 * 1024 * 1024, { "content-type": "multipart/form-data; boundary=----x" });
    expect(upload.status).toBe(413);
    expect(upload.body).toMatch(/photo is too large.*under 40 MB/);
    expect(handed).toEqual([]);
  });

  it("hands bodies under the limit on, already read", async () => {
    handed = [];
    const photo = new FormData();
    photo.append("intent", "book");
    photo.append("reference_image", new File([new Uint8Array(4 * 1024 * 1024)], "look.png", { type: "image/png" }));
    const up = await fetch(`${base}/api/book_now/`, { method: "POST", body: photo });
    expect(up.status).toBe(200);
    const small = await fetch(`${base}/Contact`, { method: "POST", body: new URLSearchParams({ name: "Asha", message: "Hello" }) });
    expect(small.status).toBe(200);
    const json = await fetch(`${base}/api/subscribe/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "a@b.in" }) });
    expect(json.status).toBe(200);
    expect(handed.map((h) => h.path)).toEqual(["/api/book_now/", "/Contact", "/api/subscribe/"]);
    expect(handed[0]!.bytes).toBeGreaterThan(4 * 1024 * 1024);
    expect(handed[0]!.bytes).toBeLessThan(UPLOAD_BODY_LIMIT);
    expect(handed[0]!.form).toEqual(["intent", "reference_image"]);
    expect(handed[1]!.form).toEqual(["name", "message"]);
  });

  it("keeps the big limit for the upload only", async () => {
    const r = await send("/Contact", 1024 * 1024, { "content-type": "multipart/form-data; boundary=----x" }, 1024 * 1024);
    expect(r.status).toBe(413);
  });

  it("answers a web action's non-form body with 415 or 400 and a message, never passing it on", async () => {
    handed = [];
    const post = (path: string, headers: Record<string, string>, body?: string) => fetch(`${base}${path}`, { method: "POST", headers, body });
    for (const r of [
      await post("/Contact", { "content-type": "application/json" }, JSON.stringify({ name: "x" })),
      await post("/Login", { "content-type": "text/plain" }, "intent=send"),
      await post("/DateTime", { "content-type": "multipart/form-data" }, "--x\r\n"),
      await post("/actions/cart", {}, undefined),
    ]) {
      expect(r.status).toBe(415);
      expect(await r.text()).toMatch(/only accepts its own forms/);
    }
    const broken = await post("/DateTime", { "content-type": "multipart/form-data; boundary=abc" }, "this is not multipart");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toMatch(/could not be read/);
    expect(handed).toEqual([]);
    // The API answers its own content types (JSON errors); pages' GETs are untouched.
    const api = await post("/api/contact/", { "content-type": "text/plain" }, "hello");
    expect(api.status).toBe(200);
    expect((await fetch(`${base}/Contact`)).status).toBe(200);
  });
});

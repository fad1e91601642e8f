import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../test/setup";
import { SMALL_BODY_LIMIT, UPLOAD_BODY_LIMIT, bodyLimitFor } from "./body-limit";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

/** A body with no Content-Length (like a chunked upload), `size` bytes in 64 KB pieces; counts what was pulled. */
function streamed(size: number, contentType: string) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const n = Math.min(64 * 1024, size - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return {
    pulled: () => sent,
    init: { method: "POST", headers: { "content-type": contentType }, body, duplex: "half" } as RequestInit,
  };
}

const expectTooLarge = async (res: Response, message: RegExp) => {
  expect(res.status).toBe(413);
  const body = await res.json();
  expect(body).toMatchObject({ status: "failure", message: expect.stringMatching(message), error: expect.stringMatching(message) });
};

describe("API body limits, before parsing", () => {
  it("are a few MB for the photo upload and tens of KB for everything else", () => {
    expect(bodyLimitFor("POST", "/api/book_now/")).toEqual({ bytes: 5 * 1024 * 1024 + 256 * 1024, upload: true });
    expect(bodyLimitFor("POST", "/api/subscribe/").bytes).toBe(64 * 1024);
    // A review's photos: up to 3 of 5 MB, written or edited.
    for (const method of ["POST", "PUT"]) expect(bodyLimitFor(method, "/api/reviews/")).toEqual({ bytes: 3 * 5 * 1024 * 1024 + 256 * 1024, upload: true });
    expect(bodyLimitFor("PUT", "/api/my-profile/").bytes).toBe(64 * 1024);
    expect(bodyLimitFor("GET", "/api/book_now/").upload).toBe(false);
  });

  it("refuse a JSON body over the limit with 413 and a message (declared length)", async () => {
    const email = `${"a".repeat(100 * 1024)}@example.in`;
    const res = await api.request("POST", "/api/subscribe/", { json: { email } });
    await expectTooLarge(res, /too large.*64 KB/);
  });

  it("count a body that declares no length, and stop reading it at the limit", async () => {
    const body = streamed(20 * 1024 * 1024, "application/json");
    const res = await api.app.request("http://api.test/api/contact/", body.init);
    await expectTooLarge(res, /too large/);
    expect(body.pulled()).toBeLessThan(SMALL_BODY_LIMIT + 256 * 1024);
  });

  it("refuse an upload over a few MB with 413, unread past the limit", async () => {
    const user = await api.createUser();
    const form = new FormData();
    form.append("reference_image", new File([new Uint8Array(UPLOAD_BODY_LIMIT + 1)], "big.jpg", { type: "image/jpeg" }));
    const res = await api.request("POST", "/api/book_now/", { token: user.token, form });
    await expectTooLarge(res, /photo under 5 MB/);
    const body = streamed(200 * 1024 * 1024, "multipart/form-data; boundary=x");
    const chunked = await api.app.request("http://api.test/api/book_now/", body.init);
    await expectTooLarge(chunked, /photo under 5 MB/);
    expect(body.pulled()).toBeLessThan(UPLOAD_BODY_LIMIT + 256 * 1024);
  });

  it("let bodies under the limit through to the call", async () => {
    const res = await api.json("POST", "/api/subscribe/", { json: { email: "limits@example.in" } });
    expect(res.status).toBeLessThan(300);
  });
});

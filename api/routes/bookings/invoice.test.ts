import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertCoupon, insertFixtureProvider } from "./test-fixtures";

let api: TestApi;
let user: { userId: number; token: string; phone: string };

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  user = await api.createUser({ name: "Meera Menon" });
  await insertCoupon(api.db, { code: "SAVE100", kind: "flat", value: 100, uses_per_user: 100 });
});
afterAll(() => api.close());

/** Pays through the real checkout so the invoice shows what was charged. */
async function paidBooking(statusAfter = 5) {
  const id = await insertAppointment(api.db, {
    userId: user.userId,
    items: [
      [FIXTURE.offerings[0]!, 1, 1000],
      [FIXTURE.offerings[1]!, 2, 250],
    ],
  });
  // subtotal 1500, discount 100, CGST 135, SGST 135 -> 1670
  const paid = await api.json("POST", "/api/checkout/", {
    token: user.token,
    json: { appointment_id: id, amount: 1670, coupon_code: "SAVE100", coupon_amount: 100 },
  });
  expect(paid.status).toBe(201);
  await api.db.query("UPDATE appointments SET status_id = $2 WHERE appointment_id = $1", [id, statusAfter]);
  return id;
}

/** The text drawn on the pages: pdf-lib writes Flate-compressed content with hex-encoded strings. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) parts.push(Buffer.from(hex[1]!, "hex").toString("latin1"));
  }
  return parts.join("\n");
}

const download = (appointment_id: number | string | undefined, token = user.token) => api.request("GET", "/provider-api/generate-invoice-pdf/", { token, query: { appointment_id } });

describe("GET /provider-api/generate-invoice-pdf/", () => {
  it("returns a one-page PDF invoice with the lines and the totals charged", async () => {
    const id = await paidBooking();
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoice_${id}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toMatch(/^Saaj invoice SAAJ-INV-\d{6}$/);

    const text = pdfText(bytes);
    for (const expected of [
      "Saaj",
      "TAX INVOICE",
      `Booking ID: ${id}`,
      "Meera Menon",
      `Phone: ${user.phone}`,
      "Glow Fixture Studio",
      "Glow Fixture Studio Kadavanthra",
      "Haircut",
      "Hair Spa",
      "Rs. 1,000.00",
      "Rs. 250.00",
      "Rs. 500.00",
      "Rs. 1,500.00",
      "Discount (SAVE100)",
      "- Rs. 100.00",
      "CGST 9%",
      "SGST 9%",
      "Rs. 135.00",
      "Rs. 1,670.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Invoice number: SAAJ-INV-\d{6}/);
    expect(text).toMatch(/Invoice date: \d{2} [A-Z][a-z]{2} \d{4}/);
  });

  it("is available for scheduled and in-progress paid bookings too", async () => {
    for (const status of [2, 3]) expect((await download(await paidBooking(status))).status).toBe(200);
  });

  it("refuses unpaid and cancelled bookings with the spec's message", async () => {
    const unpaid = await insertAppointment(api.db, { userId: user.userId, statusId: 1 });
    const cancelled = await paidBooking(4);
    for (const id of [unpaid, cancelled, undefined, "abc"]) {
      const res = await download(id);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: "failure", message: "Failed to download My Booking Invoice." });
    }
  });

  it("needs a login and refuses another user's booking", async () => {
    const id = await paidBooking();
    expect((await download(id, "")).status).toBe(401);
    const stranger = await api.createUser();
    const res = await download(id, stranger.token);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("application/json");
  });
});

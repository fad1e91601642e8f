import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { FIXTURE, insertAppointment, insertCoupon, insertFixtureProvider } from "./test-fixtures";
import { demoGstin } from "../../db/seed-providers";
import { formatDate, indiaNow } from "../../lib/ist";
import { fieldsOf, pdfText } from "../../lib/pdf-extract.test-helper";
import { issueToken } from "../../lib/auth";
import { gatewayCallback } from "../payments/test-gateway";

let api: TestApi;
let user: { userId: number; token: string; phone: string };

const DAY = 86_400_000;
/** The fixture salon (Kochi, Kerala) as a registered supplier. */
const SALON_GSTIN = demoGstin(FIXTURE.providerId, "Kerala", { kind: "F", initial: "Glow" });
/** A home-service professional based in Trivandrum, Kerala. */
const HOME = { providerId: 90011, branchId: 90011, offeringId: 90011, gstin: demoGstin(90011, "Kerala", { kind: "P", initial: "Nair" }) };
/** A supplier whose invoices are numbered by the parallel-download test only. */
const BUSY = { providerId: 90031, branchId: 90031, offeringId: 90031, gstin: demoGstin(90031, "Kerala", { kind: "F", initial: "Busy" }) };

async function insertProvider(p: { providerId: number; branchId: number; offeringId: number; gstin: string }, name: string, legalName: string, type: 1 | 2) {
  await api.db.query("INSERT INTO providers (provider_id, provider_name, legal_name, gstin, service_type_id, verified) VALUES ($1, $2, $3, $4, $5, true)", [
    p.providerId,
    name,
    legalName,
    p.gstin,
    type,
  ]);
  await api.db.query(
    `INSERT INTO branches (branch_id, provider_id, branch_name, city, state, address, latitude, longitude)
     VALUES ($1, $2, $3, 'Trivandrum', 'Kerala', 'TC 4/1120, Pattom, Trivandrum', 8.52, 76.94)`,
    [p.branchId, p.providerId, `${name} Trivandrum`],
  );
  // Service 20 (Full Body Massage): spa and massage, SAC 999723.
  await api.db.query("INSERT INTO offerings (offering_id, provider_id, service_id, category_id, name, price) VALUES ($1, $2, 20, 5, 'Full Body Massage', 2000)", [p.offeringId, p.providerId]);
}

beforeAll(async () => {
  api = await createTestApi();
  await insertFixtureProvider(api.db);
  // The fixture salon, registered: its legal name and GSTIN, an address naming its city and state,
  // and its offerings tied to the catalogue (Haircut and Hair Spa: hairdressing; Manicure: cosmetic).
  await api.db.query("UPDATE providers SET legal_name = 'Glow Fixture Studio LLP', gstin = $2 WHERE provider_id = $1", [FIXTURE.providerId, SALON_GSTIN]);
  await api.db.query("UPDATE branches SET address = '21/400, Kadavanthra, Kochi, Kerala' WHERE branch_id = $1", [FIXTURE.branchId]);
  for (const [offeringId, serviceId] of [
    [FIXTURE.offerings[0]!, 1],
    [FIXTURE.offerings[1]!, 6],
    [FIXTURE.offerings[2]!, 12],
  ]) {
    await api.db.query("UPDATE offerings SET service_id = $2 WHERE offering_id = $1", [offeringId, serviceId]);
  }
  await insertProvider(HOME, "Lakshmi Nair Beauty at Home", "Lakshmi Nair", 2);
  await insertProvider(BUSY, "Busy Salon", "Busy Salon LLP", 1);
  user = await api.createUser({ name: "Meera Menon" });
  await insertCoupon(api.db, { code: "SAVE100", kind: "flat", value: 100, uses_per_user: 100 });
});
afterAll(() => api.close());

type Items = [number, number, number][];

/** Pays through the real checkout (so the invoice shows what was charged), then sets the status. */
async function paidBooking(options: { who?: typeof user; statusAfter?: number; providerId?: number; branchId?: number; items?: Items; coupon?: boolean } = {}) {
  const who = options.who ?? user;
  const items: Items = options.items ?? [
    [FIXTURE.offerings[0]!, 1, 1000],
    [FIXTURE.offerings[1]!, 2, 250],
  ];
  const id = await insertAppointment(api.db, { userId: who.userId, providerId: options.providerId, branchId: options.branchId, items, stylist: options.providerId === undefined });
  const subtotal = items.reduce((sum, [, quantity, price]) => sum + quantity * price, 0);
  const discount = options.coupon ? 100 : 0;
  const paid = await api.json("POST", "/api/checkout/", {
    token: who.token,
    json: { appointment_id: id, amount: subtotal - discount + subtotal * 0.18, payment_method: "upi", ...(options.coupon ? { coupon_code: "SAVE100", coupon_amount: 100 } : {}) },
  });
  expect(paid.status).toBe(201);
  const { upi } = paid.body as { upi: { reference: string; amount: number } };
  expect((await gatewayCallback(api, { reference: upi.reference, amount: upi.amount })).status).toBe(200);
  await api.db.query("UPDATE appointments SET status_id = $2 WHERE appointment_id = $1", [id, options.statusAfter ?? 5]);
  return id;
}

const download = (appointment_id: number | string | undefined, token = user.token) => api.request("GET", "/provider-api/generate-invoice-pdf/", { token, query: { appointment_id } });

async function invoiceOf(id: number, token = user.token) {
  const res = await download(id, token);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = await pdfText(bytes);
  // Columns and table cells are apart by tabs or spaces: one space each, to compare.
  return { bytes, text: text.replace(/[\t ]+/g, " "), fields: fieldsOf(text) };
}

const numberIn = (text: string) => /Invoice number: (SJ\/\d{4}-\d{2}\/\d{5})/.exec(text)?.[1];
const today = () => formatDate(indiaNow(api.deps.now()).date);

describe("GET /provider-api/generate-invoice-pdf/: the GST tax invoice", () => {
  it("prints every field rule 46 asks for: supplier, number, date, recipient, lines with SAC, CGST and SGST, total in words, signatory", async () => {
    const id = await paidBooking({ coupon: true });
    const res = await download(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="invoice_${id}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toMatch(/^Saaj invoice SJ\/\d{4}-\d{2}\/\d{5}$/);

    const text = (await pdfText(bytes)).replace(/[\t ]+/g, " ");
    const number = numberIn(text)!;
    expect(number).toMatch(/^SJ\/\d{4}-\d{2}\/\d{5}$/);
    expect(number.length).toBeLessThanOrEqual(16);
    for (const expected of [
      "TAX INVOICE",
      "Original for recipient",
      `Date of issue: ${today()}`,
      `Booking ID: ${id}`,
      "Service booked for: 22 Nov 2026, 9:30 AM",
      "Place of supply: Kerala (32)",
      "Tax payable on reverse charge: No",
      // The supplier: legal name, trade name, address (city and state once), GSTIN, state.
      "Glow Fixture Studio LLP",
      "Trade name: Glow Fixture Studio",
      "Glow Fixture Studio Kadavanthra, 21/400, Kadavanthra,",
      `GSTIN: ${SALON_GSTIN}`,
      "State: Kerala (32)",
      // The recipient.
      "Meera Menon",
      `Phone: ${user.phone}`,
      // The lines: description, SAC, quantity, rate, value, discount, taxable value.
      "1 Haircut 999721 1 1,000.00 1,000.00 0.00 1,000.00",
      "2 Hair Spa 999721 2 250.00 500.00 0.00 500.00",
      // Tax on the full price (the coupon is Saaj's), the total in figures and words.
      "Total taxable value ₹1,500.00",
      "CGST @ 9% ₹135.00",
      "SGST @ 9% ₹135.00",
      "Invoice total ₹1,770.00",
      "Total in words: Rupees One Thousand Seven Hundred Seventy Only",
      "Coupon SAVE100 paid by Saaj on your behalf: ₹100",
      "Amount paid by you: ₹1,670",
      "SAC 999721: Hairdressing and barbers' services.",
      "For Glow Fixture Studio LLP",
      "Authorised signatory",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("IGST");
    expect(text).not.toContain("Saaj customer");
    // The branch's city and state once, though its address names them.
    const [issued] = await api.db.query<{ supplier_address: string }>("SELECT supplier_address FROM invoices WHERE appointment_id = $1", [id]);
    expect(issued!.supplier_address).toBe("Glow Fixture Studio Kadavanthra, 21/400, Kadavanthra, Kochi, Kerala");
  });

  it("is in the customer's language (Accept-Language): Hindi and Malayalam words, the total in their words, the figures and names as they are", async () => {
    const id = await paidBooking({ coupon: true });
    const inLanguage = async (language: string) => {
      const res = await api.request("GET", "/provider-api/generate-invoice-pdf/", { token: user.token, query: { appointment_id: id }, headers: { "accept-language": language } });
      expect(res.status).toBe(200);
      return (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/[\t ]+/g, " ");
    };
    const english = ["Invoice number", "Billed to", "Total in words", "Authorised signatory", "Amount paid by you", "Description", "Original for recipient"];
    const hindi = await inLanguage("hi-IN,hi;q=0.9,en;q=0.8");
    for (const expected of ["कर बीजक / TAX INVOICE", "बीजक संख्या: SJ/", "सेवा का समय: 22 नवंबर 2026, 9:30 AM", "Glow Fixture Studio LLP", "CGST @ 9% ₹135.00", "बीजक की कुल राशि ₹1,770.00"])
      expect(hindi).toContain(expected);
    expect(hindi).toContain("कुल राशि शब्दों में: एक हज़ार सात सौ सत्तर रुपये मात्र");
    const malayalam = await inLanguage("ml");
    for (const expected of ["നികുതി ഇൻവോയ്സ് / TAX INVOICE", "ഇൻവോയ്സ് നമ്പർ: SJ/", "2026 നവംബർ 22, 9:30 AM", "കൂപ്പൺ SAVE100", "നിങ്ങൾ അടച്ച തുക: ₹1,670"]) expect(malayalam).toContain(expected);
    expect(malayalam).toContain("ആകെ തുക അക്ഷരത്തിൽ: ആയിരത്തി എഴുനൂറ്റി എഴുപത് രൂപ മാത്രം");
    for (const text of [hindi, malayalam]) for (const word of english) expect(text).not.toContain(word);
  });

  it("charges IGST at 18% when a home service is supplied in another state (the customer's address), CGST and SGST otherwise", async () => {
    const far = await api.createUser({ name: "Divya Rao" });
    await api.db.query("UPDATE users SET address = '12, 5th Cross, Indiranagar, Bengaluru 560038' WHERE user_id = $1", [far.userId]);
    const home = { providerId: HOME.providerId, branchId: HOME.branchId, items: [[HOME.offeringId, 1, 2000]] as Items };
    const inter = (await invoiceOf(await paidBooking({ who: far, ...home }), far.token)).text;
    for (const expected of [
      "Place of supply: Karnataka (29)",
      "State: Kerala (32)",
      `GSTIN: ${HOME.gstin}`,
      "Address: 12, 5th Cross, Indiranagar, Bengaluru 560038",
      "1 Full Body Massage 999723 1 2,000.00 2,000.00 0.00 2,000.00",
      "IGST @ 18% ₹360.00",
      "Invoice total ₹2,360.00",
      "Total in words: Rupees Two Thousand Three Hundred Sixty Only",
      "Amount paid by you: ₹2,360",
    ]) {
      expect(inter).toContain(expected);
    }
    expect(inter).not.toMatch(/[CS]GST @/);

    // A customer at home in Kerala, and one whose address says nothing: the supply is in Kerala.
    const near = await api.createUser({ name: "Asha Pillai" });
    await api.db.query("UPDATE users SET address = 'TC 12/345, Kowdiar, Thiruvananthapuram 695003' WHERE user_id = $1", [near.userId]);
    const unknown = await api.createUser({ name: "Reshma Das" });
    for (const who of [near, unknown]) {
      const intra = (await invoiceOf(await paidBooking({ who, ...home }), who.token)).text;
      for (const expected of ["Place of supply: Kerala (32)", "CGST @ 9% ₹180.00", "SGST @ 9% ₹180.00", "Invoice total ₹2,360.00"]) expect(intra).toContain(expected);
      expect(intra).not.toContain("IGST");
    }
  });

  it("bills a customer without a name to their phone, never to 'Saaj customer'", async () => {
    const nameless = await api.createUser({ name: "" });
    const id = await paidBooking({ who: nameless });
    const { text, fields } = await invoiceOf(id, nameless.token);
    expect(fields).toContain(`Phone: ${nameless.phone}`);
    expect(text).not.toContain("Saaj customer");
    const [issued] = await api.db.query<{ recipient_name: string | null; recipient_phone: string }>("SELECT recipient_name, recipient_phone FROM invoices WHERE appointment_id = $1", [id]);
    expect(issued).toEqual({ recipient_name: null, recipient_phone: nameless.phone });
  });

  it("prints Malayalam and Hindi names so that they extract exactly as stored, under 150 KB", async () => {
    const malayalam = "ലക്ഷ്മി കൃഷ്ണൻ";
    const hindi = "प्रिया शर्मा ब्यूटी स्टूडियो";
    const customer = await api.createUser({ name: malayalam });
    await api.db.query("UPDATE providers SET legal_name = $2 WHERE provider_id = $1", [HOME.providerId, hindi]);
    try {
      const id = await paidBooking({ who: customer, providerId: HOME.providerId, branchId: HOME.branchId, items: [[HOME.offeringId, 1, 2000]] });
      const { bytes, fields } = await invoiceOf(id, customer.token);
      expect(fields).toContain(malayalam);
      expect(fields).toContain(hindi);
      expect(fields).toContain(`For ${hindi}`);
      expect(bytes.length).toBeLessThan(150 * 1024);
      // The fonts are embedded as subsets (a tag before the name), one per script and weight used.
      const doc = await PDFDocument.load(bytes);
      const fonts = doc.context
        .enumerateIndirectObjects()
        .map(([, object]) => object)
        .filter((o): o is PDFDict => o instanceof PDFDict && o.get(PDFName.of("Subtype")) === PDFName.of("Type0"))
        .map((font) => font.get(PDFName.of("BaseFont"))!.toString());
      expect(fonts.every((name) => /^\/[A-Z]{6}\+NotoSans/.test(name))).toBe(true);
      expect(fonts.map((name) => name.slice(8)).sort()).toEqual(["NotoSans-Bold", "NotoSans-Regular", "NotoSansDevanagari-Bold", "NotoSansDevanagari-Regular", "NotoSansMalayalam-Bold"]);
    } finally {
      await api.db.query("UPDATE providers SET legal_name = 'Lakshmi Nair' WHERE provider_id = $1", [HOME.providerId]);
    }
  });

  it("numbers invoices consecutively per supplier, once per booking, under parallel first downloads", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await paidBooking({ providerId: BUSY.providerId, branchId: BUSY.branchId, items: [[BUSY.offeringId, 1, 2000]] }));
    // Every booking downloaded at once, the first three twice: real races on PostgreSQL.
    const texts = await Promise.all([...ids, ...ids.slice(0, 3)].map(async (id) => ({ id, text: (await invoiceOf(id)).text })));
    const numberOf = new Map<number, string>();
    for (const { id, text } of texts) {
      const number = numberIn(text)!;
      if (numberOf.has(id)) expect(number).toBe(numberOf.get(id));
      numberOf.set(id, number);
    }
    const year = /^SJ\/(\d{4}-\d{2})\//.exec(numberOf.get(ids[0]!)!)![1];
    expect([...numberOf.values()].sort()).toEqual(ids.map((_, i) => `SJ/${year}/${String(i + 1).padStart(5, "0")}`));
    const [counter] = await api.db.query<{ last_serial: number }>("SELECT last_serial FROM invoice_counters WHERE provider_id = $1", [BUSY.providerId]);
    expect(counter!.last_serial).toBe(8);
    // Another supplier's series is its own.
    expect(numberIn((await invoiceOf(await paidBooking({ providerId: HOME.providerId, branchId: HOME.branchId, items: [[HOME.offeringId, 1, 2000]] }))).text)).not.toBe(`SJ/${year}/00009`);
  });

  it("starts a new series each financial year (April to March in India)", async () => {
    const march = await paidBooking({ providerId: BUSY.providerId, branchId: BUSY.branchId, items: [[BUSY.offeringId, 1, 2000]] });
    const april = await paidBooking({ providerId: BUSY.providerId, branchId: BUSY.branchId, items: [[BUSY.offeringId, 1, 2000]] });
    // 11:59 PM on 31 March and 12:05 AM on 1 April, India time.
    await api.db.query("UPDATE payments SET paid_at = '2031-03-31T18:29:00Z' WHERE appointment_id = $1", [march]);
    await api.db.query("UPDATE payments SET paid_at = '2031-03-31T18:35:00Z' WHERE appointment_id = $1", [april]);
    const marchText = (await invoiceOf(march)).text;
    const aprilText = (await invoiceOf(april)).text;
    expect(numberIn(marchText)).toBe("SJ/2030-31/00001");
    expect(marchText).toContain("Date of issue: 31 Mar 2031");
    expect(numberIn(aprilText)).toBe("SJ/2031-32/00001");
    expect(aprilText).toContain("Date of issue: 01 Apr 2031");
  });

  it("keeps the invoice as issued: its date is the payment's, not a download's, and later downloads print the same", async () => {
    const id = await paidBooking();
    const paidOn = today();
    const then = api.deps.now();
    api.advance(3 * DAY);
    const first = (await invoiceOf(id)).text;
    const token = await issueToken(api.db, user.userId, new Date(then.getTime() + 43 * DAY));
    expect(first).toContain(`Date of issue: ${paidOn}`);
    expect(first).not.toContain(`Date of issue: ${today()}`);
    // Days later, after the customer changed their name: the same number, date and name.
    api.advance(40 * DAY);
    await api.db.query("UPDATE users SET name = 'Meera M' WHERE user_id = $1", [user.userId]);
    try {
      const later = (await invoiceOf(id, token)).text;
      expect(numberIn(later)).toBe(numberIn(first));
      expect(later).toContain(`Date of issue: ${paidOn}`);
      expect(later).toContain("Meera Menon");
      expect(later).toBe(first);
    } finally {
      await api.db.query("UPDATE users SET name = 'Meera Menon' WHERE user_id = $1", [user.userId]);
      api.setNow(then);
    }
  });

  it("does not call it a tax invoice when the supplier has no valid GSTIN on record", async () => {
    const other = { providerId: FIXTURE.otherProviderId, branchId: FIXTURE.otherProviderId };
    await api.db.query("INSERT INTO offerings (offering_id, provider_id, name, price) VALUES (90004, $1, 'Threading', 500) ON CONFLICT DO NOTHING", [other.providerId]);
    // A wrong check character (the right one is replaced).
    const wrong = SALON_GSTIN.slice(0, 14) + (SALON_GSTIN[14] === "A" ? "B" : "A");
    await api.db.query("UPDATE providers SET gstin = $2 WHERE provider_id = $1", [other.providerId, wrong]);
    const { text } = await invoiceOf(await paidBooking({ ...other, items: [[90004, 1, 500]] }));
    expect(text).toContain("INVOICE");
    expect(text).not.toContain("TAX INVOICE");
    expect(text).toContain("GSTIN: not on record");
    expect(text).not.toContain(wrong);
    expect(text).toContain("this is not a GST tax invoice");
  });

  it("is available for scheduled and in-progress paid bookings too", async () => {
    for (const status of [2, 3]) expect((await download(await paidBooking({ statusAfter: status }))).status).toBe(200);
  });

  it("refuses unpaid and cancelled bookings with the spec's message", async () => {
    const unpaid = await insertAppointment(api.db, { userId: user.userId, statusId: 1 });
    const cancelled = await paidBooking({ statusAfter: 4 });
    for (const id of [unpaid, cancelled, undefined, "abc"]) {
      const res = await download(id);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: "failure", message: "Failed to download My Booking Invoice." });
    }
    const [issued] = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM invoices WHERE appointment_id IN ($1, $2)", [unpaid, cancelled]);
    expect(issued!.n).toBe(0);
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

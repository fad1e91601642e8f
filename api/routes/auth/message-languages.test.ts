import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { cancelledMessage, confirmedMessage, reminderMessage } from "../../lib/notices";
import { enqueue } from "../../lib/notifier";

/** Issue 30, item 8: messages go out in the customer's language (the one they logged in or booked in). */
let api: TestApi;
beforeAll(async () => (api = await createTestApi({ seed: false })));
afterAll(() => api.close());

describe("messages in the customer's language", () => {
  it("sends the login code in the language of the page that asked, and remembers it for the account's messages", async () => {
    const phone = "9812340001";
    const headers = { "accept-language": "hi" };
    expect((await api.json("POST", "/api/login/", { json: { phone: Number(phone) }, client: "10.9.0.1", headers })).status).toBe(200);
    const [sent] = await api.db.query<{ body: string; language: string }>("SELECT body, language FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1", [phone]);
    expect(sent).toMatchObject({ language: "hi" });
    expect(sent!.body).toMatch(/^आपका Saaj लॉगिन कोड \d{6} है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।$/);
    const otp = /(\d{6})/.exec(sent!.body)![1];
    const verified = await api.json("POST", "/api/login/verify-otp/", { json: { phone: Number(phone), otp }, client: "10.9.0.1", headers: { "accept-language": "ml-IN,ml;q=0.9" } });
    expect(verified.status).toBe(200);
    const [user] = await api.db.query<{ language: string }>("SELECT language FROM users WHERE phone = $1", [phone]);
    expect(user!.language).toBe("ml");
  });

  it("says a booking's confirmation, reminder and cancellation in Hindi or Malayalam, with the same WhatsApp parameters, and queues their language", async () => {
    const link = "https://saaj.test/Booking/16.x.sig";
    const booking = { id: 42, phone: "9812340002", whatsapp: true, place: "Kesar Family Salon", date: "2026-12-14", time: "11:30 AM", stylistAssigned: true, paid: 0, link };
    // Free until 8:30 AM in India on the day (3 hours before), that is 03:00 UTC.
    const terms = { freeUntil: new Date("2026-12-14T03:00:00Z"), feeNow: 0 };
    const early = new Date("2026-12-13T10:00:00Z");
    expect(confirmedMessage({ ...booking, language: "ml" }, terms, early).body).toBe(
      "Kesar Family Salon-ൽ 2026-12-14 11:30 AM-നുള്ള നിങ്ങളുടെ Saaj ബുക്കിങ് #42 ഉറപ്പായി. തിങ്കൾ 14 ഡിസം, 8:30 AM വരെ സൗജന്യമായി റദ്ദാക്കാം. ബുക്കിങ് ഇവിടെ കാണാം, മാറ്റാം: https://saaj.test/Booking/16.x.sig",
    );
    const reminder = reminderMessage({ ...booking, language: "hi" }, new Date("2026-12-13T10:00:00Z"));
    expect(reminder.body).toBe(
      "याद दिला दें: Kesar Family Salon के साथ आपकी Saaj बुकिंग #42 कल, 2026-12-14 को 11:30 AM बजे है। सोम 14 दिस॰, 8:30 AM तक रद्द करना मुफ़्त है। अपनी बुकिंग यहाँ देखें और बदलें: https://saaj.test/Booking/16.x.sig",
    );
    // The same template and parameters; the terms (before the link, the last) in the customer's language, as the text.
    const english = reminderMessage({ ...booking, language: "en" }, new Date("2026-12-13T10:00:00Z")).template!;
    expect(reminder.template).toEqual({ ...english, params: [...english.params.slice(0, -2), "सोम 14 दिस॰, 8:30 AM तक रद्द करना मुफ़्त है।", link] });
    expect(cancelledMessage({ ...booking, language: "en" }, "Stylist unwell").body).toBe(
      `Kesar Family Salon had to cancel your Saaj booking #42 for 2026-12-14 at 11:30 AM: Stylist unwell See your booking: ${link}`,
    );
    const confirmed = confirmedMessage({ ...booking, language: "hi" }, terms, early);
    expect(confirmed.template).toEqual({ name: "saaj_booking_confirmed", params: ["42", booking.place, booking.date, booking.time, "सोम 14 दिस॰, 8:30 AM तक रद्द करना मुफ़्त है।", link] });
    const id = await enqueue(api.db, api.deps.config, reminder, new Date());
    const [row] = await api.db.query<{ language: string }>("SELECT language FROM outbox WHERE id = $1", [id]);
    expect(row!.language).toBe("hi");
  });

  it("states the cancellation terms as the API decides them: free until 3 hours before, then the fee on what is paid", () => {
    const booking = {
      id: 7,
      phone: "9812340003",
      whatsapp: false,
      place: "Glow Studio",
      date: "2026-12-14",
      time: "11:30 AM",
      language: "en" as const,
      stylistAssigned: true,
      paid: 0,
      link: "https://saaj.test/Booking/7.x.sig",
    };
    const freeUntil = new Date("2026-12-14T03:00:00Z");
    const said = (feeNow: number, at: string) => confirmedMessage(booking, { freeUntil, feeNow }, new Date(at)).body;
    expect(said(0, "2026-12-14T02:59:59Z")).toBe(
      "Your Saaj booking #7 with Glow Studio on 2026-12-14 at 11:30 AM is confirmed. Free cancellation until Mon 14 Dec, 8:30 AM. Manage your booking: https://saaj.test/Booking/7.x.sig",
    );
    // From the deadline on: the fee on a paid booking, and nothing to pay on one paid at the venue.
    expect(said(167.4, "2026-12-14T03:00:00Z")).toContain("is confirmed. Cancelling now costs ₹167.40. Manage your booking: https://saaj.test/Booking/7.x.sig");
    expect(said(0, "2026-12-14T03:00:00Z")).toContain("is confirmed. Cancelling costs nothing: nothing is paid yet. Manage your booking");
    // The 2-hour reminder of a booking paid ₹1,674 by UPI: inside the window, 10% of it.
    expect(reminderMessage({ ...booking, paid: 1674 }, new Date("2026-12-14T04:00:00Z")).body).toBe(
      "Reminder: your Saaj booking #7 with Glow Studio is today, 2026-12-14 at 11:30 AM. Cancelling now costs ₹167.40. Manage your booking: https://saaj.test/Booking/7.x.sig",
    );
  });
});

import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { Button } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { SlotCalendar } from "~/components/booking/SlotCalendar";
import { AwaitingSheet } from "~/components/booking/AwaitingSheet";
import { CancelledDialog } from "~/components/booking/CancelledDialog";
import { api } from "~/lib/api.server";
import { loadCartLines } from "~/lib/cart.server";
import { meetsMinimum, serviceIds, MINIMUM_MESSAGE } from "~/lib/cart";
import { config } from "~/lib/config.server";
import { commitSession, requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { rupees } from "~/lib/format";
import { bookingSchema, codeSchema, BOOKING_MESSAGES } from "~/schemas/booking";
import { addDays, indiaNow, isPastSlot, MAX_DAYS_AHEAD } from "../../api/routes/appointments/slots";

export const meta: MetaFunction = () => [{ title: "Appointment Slot Selection | Saaj" }];


interface Status { status_id: number; cancellation_message: string | null; cancelled_by: string | null; code_entered: boolean; expires_in: number }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, token, phone } = await requireUser(request, "/Login?redirectTo=%2FDateTime");
  const cart = session.get("cart");
  const client = api(context, request, token);
  const appointment = session.get("appointment");

  if (appointment) {
    const status = await client.get<Status>("/api/appointment/status/", { failure: "Failed to fetch appointment.", query: { appointment_id: appointment.id } });
    if (status.ok) {
      if (status.data.code_entered) return redirect("/Cart");
      // The spec: when the 120 s run out the request is cancelled and the customer is sent home.
      if (status.data.status_id === 4 && status.data.cancelled_by !== "provider") {
        session.unset("appointment");
        return redirectWithToast("/", { kind: "info", message: status.data.cancellation_message ?? "Your booking request was cancelled." }, {
          headers: { "Set-Cookie": await commitSession(session) },
        });
      }
      const sms = config().demoMode && status.data.status_id === 1 ? await demoSms(context, request, phone) : null;
      return data({
        kind: "awaiting" as const,
        statusId: status.data.status_id,
        cancellation: status.data.cancellation_message,
        secondsLeft: status.data.expires_in,
        providerName: session.get("selection")?.branchName ?? "The provider",
        demoSms: sms,
      });
    }
  }
  if (!cart) return redirectWithToast("/", { kind: "info", message: "Your cart is empty" });

  const url = new URL(request.url);
  const today = indiaNow(new Date()).date;
  const maxDate = addDays(today, MAX_DAYS_AHEAD);
  const asked = url.searchParams.get("date") ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= today && asked <= maxDate ? asked : today;
  const monthAsked = url.searchParams.get("month") ?? "";
  const month = /^\d{4}-\d{2}$/.test(monthAsked) && monthAsked >= today.slice(0, 7) && monthAsked <= maxDate.slice(0, 7) ? monthAsked : date.slice(0, 7);

  const [slots, priced] = await Promise.all([
    client.get<{ available_slots: string[]; full_slots: string[] }[]>("/api/available-slots/", {
      failure: "Failed to fetch time slot data",
      query: { provider_id: cart.providerId, branch_id: cart.branchId, appointment_date: date },
    }),
    loadCartLines(context, request, cart),
  ]);
  // Book Now's rule holds here too, for whoever arrives by a link or straight after logging in.
  if (!meetsMinimum(cart.serviceTypeId, priced.total)) {
    return redirectWithToast(`/Overview?provider_id=${cart.providerId}&branch_id=${cart.branchId}`, { kind: "error", message: MINIMUM_MESSAGE });
  }
  const record = slots.ok ? slots.data[0] : undefined;
  const list = (record?.available_slots[0] ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const now = new Date();
  return data({
    kind: "pick" as const,
    date,
    today,
    month,
    maxDate,
    slots: list.map((time) => ({ time, past: isPastSlot(date, time, now), full: record?.full_slots.includes(time) ?? false })),
    slotsError: slots.ok ? null : slots.message,
    lines: priced.lines,
    total: priced.total,
    providerName: priced.detail?.data[0]?.branch_name ?? "",
  });
}

async function demoSms(context: LoaderFunctionArgs["context"], request: Request, phone: string) {
  const outbox = await api(context, request).get<{ data: { body: string; purpose: string }[] }>("/api/demo/outbox/", { failure: "load the demo SMS", query: { phone } });
  return outbox.ok ? outbox.data.data.find((m) => m.purpose === "appointment-code")?.body ?? null : null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token, userId } = await requireUser(request, "/Login?redirectTo=%2FDateTime");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const client = api(context, request, token);
  const appointment = session.get("appointment");
  const forget = async (to: string, toast?: { kind: "info" | "error" | "success"; message: string }) => {
    session.unset("appointment");
    const headers = { "Set-Cookie": await commitSession(session) };
    return toast ? redirectWithToast(to, toast, { headers }) : redirect(to, { headers });
  };

  if (intent === "book") {
    const cart = session.get("cart");
    const values = { date: String(form.get("date") ?? ""), slot: String(form.get("slot") ?? "") };
    const parsed = bookingSchema.safeParse(values);
    if (!parsed.success) return data({ intent, error: parsed.error.issues[0]!.message, values }, { status: 400 });
    if (!cart || !userId) return data({ intent, error: BOOKING_MESSAGES.missing, values }, { status: 400 });
    const payload = new FormData();
    payload.set("user_id", String(userId));
    payload.set("provider_id", String(cart.providerId));
    payload.set("branch_id", String(cart.branchId || 0));
    payload.set("service_ids", serviceIds(cart).join(","));
    payload.set("appointment_date", parsed.data.date);
    payload.set("appointment_time", parsed.data.slot);
    payload.set("quantity", serviceIds(cart).map((id) => cart.lines[String(id)]).join(","));
    const photo = form.get("reference_image");
    if (photo instanceof File && photo.size > 0) payload.set("reference_image", photo, photo.name);
    const booked = await client.postForm<{ appointment_id: number }>("/api/book_now/", payload, { failure: BOOKING_MESSAGES.failed });
    if (!booked.ok) return data({ intent, error: booked.message, values }, { status: booked.status >= 400 && booked.status < 500 ? booked.status : 502 });
    session.set("appointment", { id: booked.data.appointment_id, createdAt: Date.now() });
    session.unset("coupon");
    return redirect("/DateTime", { headers: { "Set-Cookie": await commitSession(session) } });
  }

  if (!appointment) return redirect("/DateTime");

  if (intent === "verify") {
    const parsed = codeSchema.safeParse({ otp: String(form.get("otp") ?? "").trim() });
    if (!parsed.success) return data({ intent, error: parsed.error.issues[0]!.message, code: String(form.get("otp") ?? "") }, { status: 400 });
    const verified = await client.post("/api/verify_otp/", { appointment_id: appointment.id, otp: parsed.data.otp }, { failure: "Invalid OTP. Please try again." });
    if (!verified.ok) return data({ intent, error: verified.message, code: parsed.data.otp }, { status: 400 });
    return redirect("/Cart");
  }
  if (intent === "cancel") {
    const cancelled = await client.post("/provider-api/cancel-appointment/", { appointment_id: appointment.id }, { failure: "Failed to cancel appointment. Please try again." });
    if (!cancelled.ok) return redirectWithToast("/DateTime", { kind: "error", message: cancelled.message });
    return forget("/", { kind: "info", message: "Your booking request was cancelled." });
  }
  if (intent === "dismiss") return forget("/");
  throw new Response("Unknown action", { status: 400 });
}

export default function DateTime() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as { intent: string; error?: string; values?: { date: string; slot: string }; code?: string } | undefined;
  if (d.kind === "awaiting") {
    return (
      <>
        <PageBanner title="Appointment Slot Selection" />
        <Container><BookingSteps current={1} /></Container>
        {d.statusId === 4 ? (
          <CancelledDialog message={d.cancellation} />
        ) : (
          <AwaitingSheet
            statusId={d.statusId}
            secondsLeft={d.secondsLeft}
            providerName={d.providerName}
            error={result?.intent === "verify" ? result.error : null}
            code={result?.code}
            demoSms={d.demoSms}
          />
        )}
      </>
    );
  }
  return <Picker d={d} result={result} />;
}

type PickData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "pick" }>;

function Picker({ d, result }: { d: PickData; result?: { intent: string; error?: string; values?: { date: string; slot: string } } }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "book";
  const keptSlot = result?.values?.date === d.date ? result.values.slot : "";
  const [error, setError] = useState(result?.error ?? null);
  // The spec's banner disappears after 4 seconds (it stays readable in the live region until then).
  useEffect(() => {
    setError(result?.error ?? null);
    if (!result?.error) return;
    const timer = setTimeout(() => setError(null), 4000);
    return () => clearTimeout(timer);
  }, [result]);
  const dateLabel = new Date(`${d.date}T00:00:00Z`).toLocaleDateString("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return (
    <>
      <PageBanner title="Appointment Slot Selection" />
      <Container>
        <BookingSteps current={1} />
        <Layout>
          <div>
            <h2>Choose a date</h2>
            <SlotCalendar selected={d.date} today={d.today} month={d.month} maxDate={d.maxDate} />
          </div>
          <Form method="post" encType="multipart/form-data" preventScrollReset>
            <input type="hidden" name="date" value={d.date} />
            <fieldset>
              <legend>Time slots for {dateLabel}</legend>
              {d.slotsError ? <FormMessage $kind="error" role="alert">{d.slotsError}</FormMessage> : null}
              <Slots>
                {d.slots.map((s) => (
                  <label key={s.time} data-disabled={s.past || s.full || undefined}>
                    <input type="radio" name="slot" value={s.time} disabled={s.past || s.full} defaultChecked={keptSlot === s.time} />
                    <span>{s.time}{s.full ? " (full)" : ""}</span>
                  </label>
                ))}
              </Slots>
              {d.slots.length > 0 && d.slots.every((s) => s.past || s.full) ? <p>No slots left on this day. Please choose another date.</p> : null}
            </fieldset>
            <Upload>
              <label htmlFor="reference_image">Photo for a virtual try-on (optional)</label>
              <input id="reference_image" name="reference_image" type="file" accept="image/*" />
              <small>Image files only (JPEG, PNG, GIF or WebP), up to 5 MB.</small>
            </Upload>
            {error ? <FormMessage $kind="error" role="alert">{error}</FormMessage> : null}
            <Button type="submit" name="intent" value="book" disabled={busy} $block>{busy ? "Booking..." : "Confirm"}</Button>
          </Form>
          <Summary aria-labelledby="summary-title">
            <h2 id="summary-title">Your booking</h2>
            {d.providerName ? <p>{d.providerName}</p> : null}
            <ul>
              {d.lines.map((l) => (
                <li key={l.serviceId}><span>{l.name} × {l.quantity}</span><span>{rupees(l.lineTotal)}</span></li>
              ))}
            </ul>
            <p><strong>Total {rupees(d.total)}</strong></p>
          </Summary>
        </Layout>
      </Container>
    </>
  );
}

const Layout = styled.div`
  display: grid; grid-template-columns: 360px 1fr 300px; gap: ${({ theme }) => theme.space(6)}; padding-bottom: ${({ theme }) => theme.space(12)}; align-items: start;
  @media (max-width: 1100px) { grid-template-columns: 1fr 1fr; }
  ${({ theme }) => theme.media.small} { grid-template-columns: 1fr; }
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin-top: 0; }
  fieldset { border: 0; padding: 0; margin: 0 0 ${({ theme }) => theme.space(4)}; }
  legend { font-weight: 700; font-size: ${({ theme }) => theme.font.size.lg}; margin-bottom: ${({ theme }) => theme.space(3)}; }
`;
const Slots = styled.div`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(110px, 1fr)); gap: ${({ theme }) => theme.space(2)};
  label { position: relative; }
  input { position: absolute; opacity: 0; inset: 0; }
  span {
    display: grid; place-items: center; min-height: 44px; border-radius: ${({ theme }) => theme.radius.md}; border: 2px solid ${({ theme }) => theme.colors.border};
    background: #fff; font-weight: 600; cursor: pointer;
  }
  input:checked + span { background: ${({ theme }) => theme.colors.primary}; border-color: ${({ theme }) => theme.colors.primary}; color: #fff; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.colors.gold}; outline-offset: 2px; }
  label[data-disabled] span { color: #8d8388; background: #f3eff0; text-decoration: line-through; cursor: not-allowed; }
`;
const Upload = styled.div`
  display: grid; gap: 6px; margin-bottom: ${({ theme }) => theme.space(4)};
  label { font-weight: 700; }
  small { color: ${({ theme }) => theme.colors.muted}; }
`;
const Summary = styled.section`
  background: #fff; border-radius: ${({ theme }) => theme.radius.lg}; box-shadow: ${({ theme }) => theme.shadow}; padding: ${({ theme }) => theme.space(5)};
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; }
  li { display: flex; justify-content: space-between; gap: 8px; }
`;

import { data, redirect, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { usePoll } from "~/lib/use-poll";
import { randomUUID } from "node:crypto";
import { useEffect, useState } from "react";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { Button, ButtonLink } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { ButtonRow, NoticeCard } from "~/components/booking/BookingFacts";
import { CALENDAR_ANCHOR, SLOTS_ANCHOR, SlotCalendar } from "~/components/booking/SlotCalendar";
import { AwaitingSheet } from "~/components/booking/AwaitingSheet";
import { CancelledDialog } from "~/components/booking/CancelledDialog";
import { api, type Api } from "~/lib/api.server";
import { promiseHash } from "remix-utils/promise";
import { loadCartLines } from "~/lib/cart.server";
import { meetsMinimum, serviceIds, MINIMUM_MESSAGE } from "~/lib/cart";
import { config } from "~/lib/config.server";
import { fetchStatus, forgetBooking } from "~/lib/booking.server";
import { commitSession, requireUser, type AppSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { providerLabel, rupees } from "~/lib/format";
import { longDate } from "~/lib/dates";
import { bookingSchema, codeSchema } from "~/schemas/booking";
import { BOOKING_MESSAGES } from "~/schemas/constants";
import { POLL_SECONDS } from "../../contract/booking";
import type { SlotsItem } from "../../contract/schemas/appointments";
import { readForm } from "~/lib/form.server";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { fill } from "~/i18n/translate";
import { useLocale, useSaid, useT } from "~/i18n/use-t";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.booking?.metaDateTime ?? "Appointment Slot Selection | Saaj" }];

const LOGIN_FIRST = "/Login?redirectTo=%2FDateTime";
const BANNER_MS = 4000;

/**
 * /DateTime shows what the API says the booking in progress is: waiting for the provider or the
 * code (the sheet), ended by the provider (the spec's popup), or waiting for payment (a question:
 * continue with it, or drop it). With none, the calendar and slots.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session, token, phone } = await requireUser(request, LOGIN_FIRST);
  const client = api(context, request, token);
  const url = new URL(request.url);
  const current = session.get("appointment");
  const messages = messagesFor(request, "booking");
  let setCookie: string | undefined;

  if (current) {
    const status = await fetchStatus(client, current.id);
    // The API could not be reached: say so and ask again shortly, keeping the booking.
    if (!status.ok && (status.status === 0 || status.status >= 500)) {
      return data({ kind: "unreachable" as const, id: current.id, message: status.message, noscriptRefresh: POLL_SECONDS, ...messages });
    }
    const s = status.ok ? status.data : null;
    if (s && (s.state === "requested" || s.state === "accepted")) {
      const sms = config().demoMode && s.state === "accepted" ? await demoSms(context, request, phone) : null;
      return data({
        kind: "awaiting" as const,
        id: s.appointment_id,
        state: s.state,
        secondsLeft: s.expires_in,
        attemptsLeft: s.attempts_left,
        providerName: providerLabel(s.provider_name, s.branch_name) || serverT(request, "booking", "theProvider"),
        // Book Now on another provider while this request waits: say which booking this is.
        otherCart: Boolean(session.get("cart") && session.get("cart")?.providerId !== s.provider_id),
        demoSms: sms,
        confirmClose: url.searchParams.has("close"),
        // Without JavaScript the page re-asks every 5 s until the provider answers (root.tsx puts
        // it in <head>); after that a small status frame refreshes instead, keeping the typed code.
        noscriptRefresh: s.state === "requested" ? POLL_SECONDS : undefined,
        ...messages,
      });
    }
    if (s?.state === "awaiting_payment") return data({ kind: "open" as const, id: s.appointment_id, secondsLeft: s.expires_in, ...messages });
    if (s?.state === "cancelled" && s.end_reason === "provider_cancelled") {
      return data({ kind: "cancelled" as const, id: s.appointment_id, message: s.cancellation_message, ...messages });
    }
    // Ended another way, paid, or unknown: the booking is no longer in progress.
    forgetBooking(session, current.id);
    setCookie = await commitSession(session);
    if (s?.state === "cancelled") {
      // The spec: when the time runs out the customer is sent home, here with the reason.
      const to = s.end_reason === "provider_timeout" || s.end_reason === "code_timeout" ? "/" : "/DateTime";
      return redirectWithToast(to, { kind: "info", message: s.cancellation_message ?? serverT(request, "booking", "toastRequestCancelled") }, { headers: { "Set-Cookie": setCookie } });
    }
  }
  const cart = session.get("cart");
  if (!cart) return redirectWithToast("/", { kind: "info", message: serverT(request, "booking", "toastCartEmpty") }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });

  const asked = url.searchParams.get("date") ?? "";
  const { slots, priced } = await promiseHash({
    slots: slotsFor(client, cart, /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined),
    priced: loadCartLines(context, request, cart),
  });
  // Book Now's rule holds here too, for whoever arrives by a link or straight after logging in.
  if (!meetsMinimum(cart.serviceTypeId, priced.total)) {
    return redirectWithToast(`/Overview?provider_id=${cart.providerId}&branch_id=${cart.branchId}`, { kind: "error", message: MINIMUM_MESSAGE });
  }
  if (!slots.ok) {
    return data({
      kind: "pick" as const,
      ...EMPTY_DAY,
      slotsError: slots.message,
      lines: priced.lines,
      total: priced.total,
      providerName: priced.detail?.data[0]?.branch_name ?? "",
      formKey: randomUUID(),
      ...messages,
    });
  }
  const day = slots.data;
  const monthAsked = url.searchParams.get("month") ?? "";
  const month = /^\d{4}-\d{2}$/.test(monthAsked) && monthAsked >= day.min_date.slice(0, 7) && monthAsked <= day.max_date.slice(0, 7) ? monthAsked : day.appointment_date.slice(0, 7);
  const list = (day.available_slots[0] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return data(
    {
      kind: "pick" as const,
      date: day.appointment_date,
      today: day.min_date,
      maxDate: day.max_date,
      month,
      slots: list.map((time) => ({ time, past: day.past_slots.includes(time), full: day.full_slots.includes(time) })),
      slotsError: null,
      lines: priced.lines,
      total: priced.total,
      providerName: priced.detail?.data[0]?.branch_name ?? "",
      // The same form posted twice (a double tap, a retry) makes one appointment.
      formKey: randomUUID(),
      ...messages,
    },
    { headers: setCookie ? { "Set-Cookie": setCookie } : undefined },
  );
}

const EMPTY_DAY = { date: "", today: "", maxDate: "", month: "", slots: [] as { time: string; past: boolean; full: boolean }[] };

/** The day's slots and the booking window, from the API; a date outside the window falls back to today. */
async function slotsFor(client: Api, cart: { providerId: number; branchId: number }, date?: string) {
  const ask = (d?: string) =>
    client.get<SlotsItem[]>("/api/available-slots/", { failure: "Failed to fetch time slot data", query: { provider_id: cart.providerId, branch_id: cart.branchId, appointment_date: d } });
  let answer = await ask(date);
  if (!answer.ok && date && answer.status === 400) answer = await ask();
  if (!answer.ok) return answer;
  const day = answer.data[0];
  return day ? { ok: true as const, data: day } : { ok: false as const, status: 404, message: "Failed to fetch time slot data" };
}

async function demoSms(context: LoaderFunctionArgs["context"], request: Request, phone: string) {
  const outbox = await api(context, request).get<{ data: { body: string; purpose: string }[] }>("/api/demo/outbox/", { failure: "load the demo SMS", query: { phone } });
  return outbox.ok ? (outbox.data.data.find((m) => m.purpose === "appointment-code")?.body ?? null) : null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, token, userId } = await requireUser(request, LOGIN_FIRST);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const client = api(context, request, token);
  const current = session.get("appointment");
  const go = async (to: string, toast?: { kind: "info" | "error" | "success"; message: string }) => {
    const headers = { "Set-Cookie": await commitSession(session) };
    return toast ? redirectWithToast(to, toast, { headers }) : redirect(to, { headers });
  };

  if (intent === "book") return book(form, session, client, userId, go);
  if (!current) return redirect("/DateTime");

  if (intent === "verify") {
    const submission = parseWithZod(form, { schema: codeSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply(), attemptsLeft: null }, { status: 400 });
    const verified = await client.post("/api/verify_otp/", { appointment_id: current.id, otp: submission.value.otp }, { failure: "Invalid OTP. Please try again." });
    if (verified.ok) return redirect(`/Cart?booking=${current.id}`);
    // Not accepted yet, or ended: the page shows the state the API reports.
    if (verified.status === 409) return redirect("/DateTime");
    const attemptsLeft = typeof verified.body?.attempts_left === "number" ? verified.body.attempts_left : verified.status === 429 ? 0 : null;
    return data({ intent, result: submission.reply({ fieldErrors: { otp: [verified.message] } }), attemptsLeft }, { status: verified.status >= 400 && verified.status < 500 ? verified.status : 502 });
  }
  if (intent === "cancel" || intent === "drop") {
    const cancelled = await client.post("/provider-api/cancel-appointment/", { appointment_id: current.id }, { failure: "Failed to cancel appointment. Please try again." });
    if (!cancelled.ok && cancelled.status !== 409) return redirectWithToast("/DateTime", { kind: "error", message: cancelled.message });
    if (!cancelled.ok) return redirect("/DateTime");
    forgetBooking(session, current.id);
    // Dropping a booking that waits for payment, to make another: back to the calendar.
    if (intent === "drop") return go("/DateTime", { kind: "info", message: fill(serverT(request, "booking", "toastDropped"), { id: current.id }) });
    return go("/", { kind: "info", message: serverT(request, "booking", "toastRequestCancelled") });
  }
  if (intent === "dismiss") {
    forgetBooking(session, current.id);
    return go("/");
  }
  throw new Response("Unknown action", { status: 400 });
}

type Go = (to: string, toast?: { kind: "info" | "error" | "success"; message: string }) => Promise<Response>;

/** Confirm on the calendar: the booking request, sent with the form's key. */
async function book(form: FormData, session: AppSession, client: Api, userId: number, go: Go) {
  const intent = "book";
  const cart = session.get("cart");
  const submission = parseWithZod(form, { schema: bookingSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  if (!cart || !userId) return data({ intent, result: submission.reply({ formErrors: [BOOKING_MESSAGES.missing] }) }, { status: 400 });
  const { date, slot } = submission.value;
  const payload = new FormData();
  payload.set("user_id", String(userId));
  payload.set("provider_id", String(cart.providerId));
  payload.set("branch_id", String(cart.branchId || 0));
  payload.set("service_ids", serviceIds(cart).join(","));
  payload.set("appointment_date", date);
  payload.set("appointment_time", slot);
  payload.set(
    "quantity",
    serviceIds(cart)
      .map((id) => cart.lines[String(id)])
      .join(","),
  );
  const key = String(form.get("formKey") ?? "");
  if (/^[A-Za-z0-9_-]{8,100}$/.test(key)) payload.set("idempotency_key", key);
  const photo = form.get("reference_image");
  if (photo instanceof File && photo.size > 0) payload.set("reference_image", photo, photo.name);
  const booked = await client.postForm<{ appointment_id: number }>("/api/book_now/", payload, { failure: BOOKING_MESSAGES.failed });
  const open = booked.ok ? booked.data.appointment_id : typeof booked.body?.appointment_id === "number" ? booked.body.appointment_id : null;
  // Booked, or refused because a booking of theirs is already in progress: /DateTime shows it.
  if (open !== null) {
    session.set("appointment", { id: open, createdAt: Date.now() });
    return go("/DateTime");
  }
  if (!booked.ok) {
    return data({ intent, result: submission.reply({ formErrors: [booked.message] }) }, { status: booked.status >= 400 && booked.status < 500 ? booked.status : 502 });
  }
  return go("/DateTime");
}

type ActionResult = { intent: string; result?: SubmissionResult<string[]>; attemptsLeft?: number | null } | undefined;

export default function DateTime() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult;
  const t = useT("booking");
  if (d.kind === "pick") return <Picker d={d} result={result} />;
  return (
    <>
      <PageBanner title={t("titleDateTime")} />
      <Container>
        <BookingSteps current={1} />
      </Container>
      {d.kind === "cancelled" ? <CancelledDialog message={d.message} /> : null}
      {d.kind === "open" ? <OpenBooking id={d.id} /> : null}
      {d.kind === "unreachable" ? <Unreachable id={d.id} message={d.message} /> : null}
      {d.kind === "awaiting" ? (
        <AwaitingSheet
          key={d.state}
          state={d.state}
          secondsLeft={d.secondsLeft}
          attemptsLeft={result?.intent === "verify" && typeof result.attemptsLeft === "number" ? result.attemptsLeft : d.attemptsLeft}
          providerName={d.providerName}
          bookingId={d.otherCart ? d.id : undefined}
          lastResult={result?.intent === "verify" ? result.result : undefined}
          demoSms={d.demoSms}
          confirmClose={d.confirmClose}
        />
      ) : null}
    </>
  );
}

/** A booking already waits for payment: continue with it, or drop it and choose again. Never a silent redirect. */
/** The booking's status could not be read: the spec's message, and the page asks again by itself (every 5 s without JavaScript). */
function Unreachable({ id, message }: { id: number; message: string }) {
  usePoll(POLL_SECONDS);
  const t = useT("booking");
  const said = useSaid();
  return (
    <Container>
      <NoticeCard aria-labelledby="unreachable-title">
        <h2 id="unreachable-title">{t("bookingNumber", { id })}</h2>
        <FormMessage $kind="error" role="alert">
          {said(message)}
        </FormMessage>
        <p>{t("unreachableRetrying")}</p>
        <ButtonLink to="/DateTime" reloadDocument>
          {t("tryAgainNow")}
        </ButtonLink>
      </NoticeCard>
    </Container>
  );
}

function OpenBooking({ id }: { id: number }) {
  const t = useT("booking");
  return (
    <Container>
      <NoticeCard aria-labelledby="open-title">
        <h2 id="open-title">{t("openTitle")}</h2>
        <p>{t("openText", { id })}</p>
        <Form method="post">
          <ButtonRow>
            <ButtonLink to={`/Cart?booking=${id}`}>{t("openContinue", { id })}</ButtonLink>
            <Button type="submit" name="intent" value="drop" $variant="secondary">
              {t("openDrop")}
            </Button>
          </ButtonRow>
        </Form>
      </NoticeCard>
    </Container>
  );
}

type PickData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "pick" }>;

function Picker({ d, result }: { d: PickData; result?: ActionResult }) {
  const navigation = useNavigation();
  const t = useT("booking");
  const said = useSaid();
  const locale = useLocale();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "book";
  const [form, fields] = useFormReply<z.input<typeof bookingSchema>>({
    id: "book",
    lastResult: result?.intent === "book" ? result.result : undefined,
  });
  const keptSlot = fields.date.initialValue === d.date ? fields.slot.initialValue : "";
  // One banner: the form's error, else the slot's or the date's.
  const errors = form.errors ?? fields.slot.errors ?? fields.date.errors;
  const [hidden, setHidden] = useState<string[] | undefined>();
  // The spec's banner disappears after 4 seconds (it stays readable in the live region until then).
  useEffect(() => {
    if (!errors) return;
    const timer = setTimeout(() => setHidden(errors), BANNER_MS);
    return () => clearTimeout(timer);
  }, [errors]);
  const error = errors && errors !== hidden ? errors[0] : null;
  // Picking a slot answers 'Please select a time slot.' at once, not when its 4 s are up.
  const slotPicked = () => fields.slot.errors && errors === fields.slot.errors && setHidden(errors);
  const dateLabel = d.date ? longDate(d.date, "long", locale) : "";
  return (
    <>
      <PageBanner title={t("titleDateTime")} />
      <Container>
        <BookingSteps current={1} />
        <Layout id="booking-layout">
          {/* The summary names the chosen slot without JavaScript: a rule per slot shows its label when it is checked. */}
          {/* As raw CSS: React would escape the quotes of a text child, breaking the rule and hydration. */}
          <style dangerouslySetInnerHTML={{ __html: slotLabelRules(d.slots.map((s) => s.time)) }} />
          {d.date ? (
            <div>
              <h2 id={CALENDAR_ANCHOR}>{t("chooseDate")}</h2>
              <SlotCalendar selected={d.date} today={d.today} month={d.month} maxDate={d.maxDate} />
            </div>
          ) : null}
          <Form {...form.props} method="post" encType="multipart/form-data" preventScrollReset>
            <input type="hidden" name={fields.date.name} value={d.date} />
            <input type="hidden" name="formKey" value={d.formKey} />
            <fieldset id={SLOTS_ANCHOR} onChange={slotPicked}>
              <legend>{dateLabel ? t("timeSlotsFor", { date: dateLabel }) : t("timeSlots")}</legend>
              {d.slotsError ? (
                <FormMessage $kind="error" role="alert">
                  {said(d.slotsError)}
                </FormMessage>
              ) : null}
              <Slots>
                {d.slots.map((s) => (
                  <label key={s.time} data-disabled={s.past || s.full || undefined}>
                    <input type="radio" name={fields.slot.name} value={s.time} disabled={s.past || s.full} defaultChecked={keptSlot === s.time} />
                    <span>
                      {s.time}
                      {s.full ? ` ${t("slotFull")}` : ""}
                    </span>
                  </label>
                ))}
              </Slots>
              {d.slots.length > 0 && d.slots.every((s) => s.past || s.full) ? <p>{t("noSlotsLeft")}</p> : null}
            </fieldset>
            <Upload>
              <label htmlFor="reference_image">{t("photoLabel")}</label>
              <input id="reference_image" name="reference_image" type="file" accept="image/*" />
              <small>{t("photoHint")}</small>
            </Upload>
            {error ? (
              <FormMessage $kind="error" role="alert">
                {said(error)}
              </FormMessage>
            ) : null}
            <Button type="submit" name="intent" value="book" disabled={busy} $block>
              {busy ? t("bookingBusy") : t("confirm")}
            </Button>
          </Form>
          <Summary aria-labelledby="summary-title">
            <h2 id="summary-title">{t("yourBooking")}</h2>
            {d.providerName ? <p>{d.providerName}</p> : null}
            <dl>
              <div>
                <dt>{t("factDate")}</dt>
                <dd>{dateLabel || t("chooseDate")}</dd>
              </div>
              <div>
                <dt>{t("factTime")}</dt>
                <dd data-testid="chosen-slot">
                  <span className="none-chosen">{t("chooseTimeSlot")}</span>
                  {d.slots.map((s) => (
                    <span key={s.time} data-slot-label={s.time}>
                      {s.time}
                    </span>
                  ))}
                </dd>
              </div>
            </dl>
            <ul>
              {d.lines.map((l) => (
                <li key={l.serviceId}>
                  <span>
                    {l.name} × {l.quantity}
                  </span>
                  <span>{rupees(l.lineTotal, locale)}</span>
                </li>
              ))}
            </ul>
            <p>
              <strong>{t("subtotalAmount", { amount: rupees(d.total, locale) })}</strong>
            </p>
            <Small>{t("gstNote")}</Small>
          </Summary>
        </Layout>
      </Container>
    </>
  );
}

/** A slot's time as the API writes it ("9:30 AM"): nothing else may reach the style sheet. */
const SLOT_TIME = /^\d{1,2}:\d{2} [AP]M$/;

/** One rule per slot: the summary shows the slot's label while its radio is checked. */
function slotLabelRules(times: string[]) {
  return times
    .filter((t) => SLOT_TIME.test(t))
    .map((t) => `#booking-layout:has(input[name="slot"][value="${t}"]:checked) [data-slot-label="${t}"]{display:inline}`)
    .join("");
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 360px minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-top: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    min-width: 0;
  }
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  & > * {
    min-width: 0;
  }
  [data-slot-label] {
    display: none;
  }
  &:has(input[name="slot"]:checked) .none-chosen {
    display: none;
  }
`;
const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
  }
  span {
    display: grid;
    place-items: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.gold};
    outline-offset: 2px;
  }
  label[data-disabled] span {
    color: #6f666a;
    background: #f3eff0;
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
const Upload = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    width: 100%;
    max-width: 100%;
  }
`;
const Summary = styled.section`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  dl {
    display: grid;
    gap: 4px;
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  dl div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  margin-bottom: 0;
`;

import { insideFeeWindow } from "~/lib/cancel-terms";
import { unknownRequest } from "~/lib/http.server";
import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { randomUUID } from "node:crypto";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { BookingUnreachable } from "~/components/booking/BookingUnreachable";
import { OpenBooking } from "~/components/booking/OpenBooking";
import { SlotPicker } from "~/components/booking/SlotPicker";
import { api, type Api } from "~/lib/api.server";
import { promiseHash } from "remix-utils/promise";
import { loadCartLines } from "~/lib/cart.server";
import { meetsMinimum, serviceIds, MINIMUM_MESSAGE } from "~/lib/cart";
import { config } from "~/lib/config.server";
import { fetchStatus, forgetBooking } from "~/lib/booking.server";
import { codeLocked, codeRefusal } from "~/lib/code-refusals.server";
import { demoSms, EMPTY_DAY, slotsFor } from "~/lib/slots.server";
import { commitSession, requireUser, selection, updateSelection, type AppSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { providerLabel } from "~/lib/format";
import { bookingSchema, codeSchema } from "~/schemas/booking";
import { BOOKING_MESSAGES } from "~/schemas/constants";
import { PHOTO_FIELD, PHOTO_PROBLEM_FIELD, POLL_SECONDS, type PhotoProblem } from "../../contract/booking";
import { readForm } from "~/lib/form.server";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { deferred } from "~/lib/deferred";
import { fill } from "~/i18n/translate";
import { translateRefusal } from "~/i18n/api-errors.server";
import { requestLanguage } from "~/i18n/languages";
import { ERROR_MESSAGES } from "../../contract/errors";
import { useT } from "~/i18n/use-t";

// Shown only sometimes: their scripts load when they are on the page (decision 0040).
const AwaitingSheet = deferred(() => import("~/components/booking/AwaitingSheet").then((m) => m.AwaitingSheet));
const CancelledDialog = deferred(() => import("~/components/booking/CancelledDialog").then((m) => m.CancelledDialog));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.booking?.metaDateTime ?? "Appointment Slot Selection | Saaj" }];

const LOGIN_FIRST = "/Login?redirectTo=%2FDateTime";

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
  const still = url.searchParams.has("still");
  let setCookie: string | undefined;

  if (current) {
    const status = await fetchStatus(client, current.id);
    // The API could not be reached: say so and ask again shortly, keeping the booking.
    if (!status.ok && status.status >= 500) {
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
        // No tries left: the code can no longer be accepted (the sheet says so instead of its form).
        lockedMessage: codeLocked(s) ? translateRefusal(requestLanguage(request), "appointment_otp_locked", ERROR_MESSAGES.appointment_otp_locked) : undefined,
        providerName: providerLabel(s.provider_name, s.branch_name) || serverT(request, "booking", "theProvider"),
        // Book Now on another provider while this request waits: say which booking this is.
        otherCart: Boolean(session.get("cart") && session.get("cart")?.providerId !== s.provider_id),
        demoSms: sms,
        confirmClose: url.searchParams.has("close"),
        still,
        // Without JavaScript the page re-asks every 5 s until the provider answers (root.tsx puts
        // it in <head>); after that the code form is in a frame whose answer stays open and hides
        // the form the moment the request ends (/DateTime/code), and the page reloads once the time
        // is up. The customer may stop the page reloading (?still, WCAG 2.2.1): the frames then show it all.
        noscriptRefresh: still ? undefined : s.state === "requested" ? POLL_SECONDS : s.expires_in + 1,
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

  // The day picked, else the day a rebooking's search carried (a day already gone falls back to the first open day).
  const asked = url.searchParams.get("date") ?? selection(session).day ?? "";
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
      slots: list.map((time) => ({
        time,
        past: day.past_slots.includes(time),
        full: day.full_slots.includes(time),
        freeUntil: day.free_cancel_until[time] ?? null,
        // Already inside the fee window when booked now: the form warns before Confirm (issue 27).
        late: insideFeeWindow(day.free_cancel_until[time], Date.now()),
      })),
      closed: day.closed,
      dayOffNote: day.day_off_note,
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
    if (submission.status !== "success") return data({ intent, result: submission.reply(), attemptsLeft: null, refusal: "format" }, { status: 400 });
    const verified = await client.post("/api/verify_otp/", { body: { appointment_id: current.id, otp: submission.value.otp }, failure: "Invalid OTP. Please try again." });
    if (verified.ok) return redirect(`/Cart?booking=${current.id}`);
    // Not accepted yet, or ended: the page shows the state the API reports.
    if (verified.status === 409) return redirect("/DateTime");
    // Without JavaScript the code's frame says the refusal by its code (an allow-listed one, never the message).
    const refusal = codeRefusal(verified.code);
    const attemptsLeft = typeof verified.body?.attempts_left === "number" ? verified.body.attempts_left : refusal === "appointment_otp_locked" ? 0 : null;
    return data({ intent, result: submission.reply({ fieldErrors: { otp: [verified.message] } }), attemptsLeft, refusal }, { status: verified.status });
  }
  if (intent === "cancel" || intent === "drop") {
    const cancelled = await client.post("/provider-api/cancel-appointment/", { body: { appointment_id: current.id }, failure: "Failed to cancel appointment. Please try again." });
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
  throw unknownRequest(request);
}

const PHOTO_PROBLEM_MESSAGES: Record<PhotoProblem, string> = { too_large: BOOKING_MESSAGES.photoTooLarge, unreadable: BOOKING_MESSAGES.photoUnreadable, busy: BOOKING_MESSAGES.photoBusy };

type Go = (to: string, toast?: { kind: "info" | "error" | "success"; message: string }) => Promise<Response>;

/** Confirm on the calendar: the booking request, sent with the form's key. */
async function book(form: FormData, session: AppSession, client: Api, userId: number, go: Go) {
  const intent = "book";
  const cart = session.get("cart");
  const submission = parseWithZod(form, { schema: bookingSchema });
  if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
  if (!cart || !userId) return data({ intent, result: submission.reply({ formErrors: [BOOKING_MESSAGES.missing] }) }, { status: 400 });
  const { date, slot } = submission.value;
  // The server dropped a photo it could not take (server/photo-upload.ts): the date and slot stay chosen.
  const problem = form.get(PHOTO_PROBLEM_FIELD);
  if (typeof problem === "string" && Object.hasOwn(PHOTO_PROBLEM_MESSAGES, problem)) {
    return data({ intent, result: submission.reply({ formErrors: [PHOTO_PROBLEM_MESSAGES[problem as PhotoProblem]] }) }, { status: problem === "busy" ? 503 : 400 });
  }
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
  const photo = form.get(PHOTO_FIELD);
  if (photo instanceof File && photo.size > 0) payload.set(PHOTO_FIELD, photo, photo.name);
  const booked = await client.postForm("/api/book_now/", { form: payload, failure: BOOKING_MESSAGES.failed });
  const open = booked.ok ? booked.data.appointment_id : typeof booked.body?.appointment_id === "number" ? booked.body.appointment_id : null;
  // Booked, or refused because a booking of theirs is already in progress: /DateTime shows it.
  if (open !== null) {
    session.set("appointment", { id: open, createdAt: Date.now() });
    // A rebooking search's day has served: the next booking opens on the first free day again.
    updateSelection(session, { day: undefined });
    return go("/DateTime");
  }
  if (!booked.ok) {
    return data({ intent, result: submission.reply({ formErrors: [booked.message] }) }, { status: booked.status });
  }
  return go("/DateTime");
}

type ActionResult = { intent: string; result?: SubmissionResult<string[]>; attemptsLeft?: number | null; refusal?: string } | undefined;

export default function DateTime() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult;
  const t = useT("booking");
  if (d.kind === "pick") return <SlotPicker d={d} lastResult={result?.intent === "book" ? result.result : undefined} />;
  return (
    <>
      <PageBanner title={t("titleDateTime")} />
      <Container>
        <BookingSteps current={1} />
      </Container>
      {d.kind === "cancelled" ? <CancelledDialog message={d.message} /> : null}
      {d.kind === "open" ? <OpenBooking id={d.id} /> : null}
      {d.kind === "unreachable" ? <BookingUnreachable id={d.id} message={d.message} /> : null}
      {d.kind === "awaiting" ? (
        <AwaitingSheet
          key={d.state}
          state={d.state}
          secondsLeft={d.secondsLeft}
          attemptsLeft={result?.intent === "verify" && typeof result.attemptsLeft === "number" ? result.attemptsLeft : d.attemptsLeft}
          providerName={d.providerName}
          bookingId={d.otherCart ? d.id : undefined}
          lastResult={result?.intent === "verify" ? result.result : undefined}
          refusal={result?.intent === "verify" ? result.refusal : undefined}
          lockedMessage={d.lockedMessage}
          demoSms={d.demoSms}
          confirmClose={d.confirmClose}
          still={d.still}
        />
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

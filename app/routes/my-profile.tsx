import { data, redirect, useActionData, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PillTab } from "~/components/ui/PillTab";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { promiseHash } from "remix-utils/promise";
import { commitSession, requireUser } from "~/lib/session.server";
import { refillCart } from "~/lib/refill-cart.server";
import { redirectWithToast } from "~/lib/toast.server";
import { isDocumentRequest, unknownRequest } from "~/lib/http.server";
import { withoutParam } from "~/lib/format";
import { cancelSchema, phoneCodeSchema, profileSchema, reviewSchema } from "~/schemas/profile";
import { photoProblemMessage, reviewForm } from "~/lib/review-form.server";
import { REVIEW_PHOTO_FIELD, REVIEW_PHOTO_PROBLEM_FIELD } from "../../contract/review";
import { fromApiDate, toApiDate } from "~/schemas/constants";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { BookingsTable, canEditReview } from "~/components/profile/BookingsTable";
import { ProfileForm } from "~/components/profile/ProfileForm";
import { MESSAGES as LOGIN_MESSAGES, resendIn } from "~/components/login/constants";
import { demoLoginSms } from "~/lib/login.server";
import { readForm } from "~/lib/form.server";
import { Skeleton } from "~/components/ui/Skeleton";
import { useTabSwitching } from "~/lib/use-pending-tab";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { deferred } from "~/lib/deferred";
import { fill } from "~/i18n/translate";
import { useSaid, useT } from "~/i18n/use-t";

// Shown only sometimes: their scripts load when they are on the page (decision 0040).
const CancelDialog = deferred(() => import("~/components/profile/CancelDialog").then((m) => m.CancelDialog));
const PhoneCodeForm = deferred(() => import("~/components/profile/PhoneCodeForm").then((m) => m.PhoneCodeForm));
const LogoutEverywhere = deferred(() => import("~/components/profile/LogoutEverywhere").then((m) => m.LogoutEverywhere));
const ReviewDialog = deferred(() => import("~/components/profile/ReviewDialog").then((m) => m.ReviewDialog));

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const title = data?.messages.profile?.metaTitle;
  return title ? [{ title }] : [];
};

/** What a failed form gets back: Conform's reply (or, for a failed resend, a message), with the form's intent. */
type ActionResult = { intent: string; result?: SubmissionResult<string[]>; message?: string; ok?: true };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, userId, session } = await requireUser(request, "/");
  const url = new URL(request.url);
  const client = api(context, request, token);
  // A new phone number waiting for its code (the step of the profile form, in the URL and the session).
  const pending = url.searchParams.get("step") === "phone-code" ? session.get("phoneChange") : undefined;
  const { bookings, profile } = await promiseHash({
    bookings: client.get("/api/user-bookings/", { failure: "Failed to fetch bookings", query: { user_id: userId } }),
    profile: client.get("/api/my-profile/", { failure: "Failed to load profile", query: { user_id: userId } }),
  });
  const list = bookings.ok ? bookings.data.data : [];
  const cancelId = Number(url.searchParams.get("cancel")) || null;
  const reviewId = Number(url.searchParams.get("review")) || null;
  return {
    tab: url.searchParams.get("tab") === "profile" ? ("profile" as const) : ("bookings" as const),
    // The moment the cancellation terms are said for: the server's, so the browser renders the same words.
    now: Date.now(),
    bookings: list,
    bookingsError: bookings.ok ? null : bookings.message,
    profile: profile.ok ? { ...profile.data, dob: fromApiDate(profile.data.dob) } : null,
    profileError: profile.ok ? null : profile.message,
    // The API says which bookings can be cancelled, and what it would cost now.
    cancelling: list.find((b) => b.appointment_id === cancelId && b.cancel_fee_now !== null) ?? null,
    reviewing: list.find((b) => b.appointment_id === reviewId && b.status_name === "Completed" && (!b.reviewed || canEditReview(b, Date.now()))) ?? null,
    phoneChange: pending ? { phone: pending.phone, resendIn: resendIn(pending.sentAt, Date.now()), demoSms: await demoLoginSms(context, request, pending.phone) } : null,
    // The code step shows the login screens' pieces (the demo SMS, the resend countdown).
    ...messagesFor(request, "profile", "booking", ...(pending ? (["login"] as const) : [])),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, userId, session } = await requireUser(request, "/");
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  const client = api(context, request, token);
  const bookingsPage = "/MyProfile";
  const fail = (result: SubmissionResult<string[]>, status = 400) => data<ActionResult>({ intent, result }, { status });

  if (intent === "cancel") {
    const submission = parseWithZod(form, { schema: cancelSchema });
    if (submission.status !== "success") return fail(submission.reply());
    const result = await client.post("/api/cancel-booking/", {
      body: { user_id: userId, appointment_id: submission.value.appointmentId, reason: submission.value.reason },
      failure: "Failed to cancel the booking. Please try again.",
    });
    if (!result.ok) return fail(submission.reply({ formErrors: [result.message] }), result.status);
    // With JavaScript the popup shows the success and closes itself 0.5 s later (the spec); without, the page without it is the close.
    if (isDocumentRequest(request)) return redirectWithToast(bookingsPage, { kind: "success", message: result.data.message });
    return data<ActionResult>({ intent, ok: true, message: result.data.message });
  }

  if (intent === "review") {
    const submission = parseWithZod(form, { schema: reviewSchema });
    // A photo the server had to drop (server/photo-upload.ts): the review stays as typed, the photo field says why.
    const dropped = photoProblemMessage(form.get(REVIEW_PHOTO_PROBLEM_FIELD));
    if (submission.status !== "success" || dropped) return fail(submission.reply(dropped ? { fieldErrors: { [REVIEW_PHOTO_FIELD]: [dropped] } } : undefined));
    const sent = reviewForm(submission.value, userId);
    const failure = "Error submitting the review. Please try again.";
    const result = submission.value.editing ? await client.putForm("/api/reviews/", { form: sent, failure }) : await client.postForm("/api/reviews/", { form: sent, failure });
    if (!result.ok) return fail(submission.reply({ fieldErrors: result.fieldErrors, formErrors: [result.message] }), result.status);
    const done = serverT(request, "profile", submission.value.editing ? "reviewUpdated" : "reviewSubmitted");
    if (isDocumentRequest(request)) return redirectWithToast(bookingsPage, { kind: "success", message: done });
    return data<ActionResult>({ intent, ok: true, result: submission.reply({ resetForm: true }) });
  }

  // Book again (a completed booking, issue 27) refills the cart as Reschedule does, and says so.
  if (intent === "reschedule" || intent === "book-again") {
    const id = Number(form.get("appointmentId"));
    const details = await client.get("/api/appointment_details/{id}/", { params: { id }, failure: "Failed to fetch appointment details" });
    if (!details.ok) return redirectWithToast(bookingsPage, { kind: "error", message: details.message });
    return refillCart(request, session, details.data, { bookAgain: intent === "book-again", failTo: bookingsPage });
  }

  if (intent === "save-profile") {
    const submission = parseWithZod(form, { schema: profileSchema });
    if (submission.status !== "success") return fail(submission.reply());
    const p = submission.value;
    const result = await client.put("/api/my-profile/", {
      body: { user_id: userId, name: p.name, email: p.email, phone: p.phone, dob: toApiDate(p.dob), gender: p.gender || null, location: p.location, address: p.address },
      failure: "Failed to update profile",
    });
    if (!result.ok) return fail(submission.reply({ fieldErrors: result.fieldErrors, formErrors: [result.message] }), result.status);
    const change = (result.data as { phone_change?: { phone: string } }).phone_change;
    if (change) {
      // The number is the login: it changes only once the code sent to it is entered.
      session.set("phoneChange", { phone: change.phone, sentAt: Date.now() });
      return redirectWithToast(
        PHONE_STEP,
        { kind: "info", message: fill(serverT(request, "profile", "profileUpdatedPhone"), { phone: change.phone }) },
        {
          headers: { "Set-Cookie": await commitSession(session) },
        },
      );
    }
    return redirectWithToast("/MyProfile?tab=profile", { kind: "success", message: serverT(request, "profile", "profileUpdated") });
  }

  if (intent === "verify-phone" || intent === "resend-phone-code" || intent === "cancel-phone-change") {
    const pending = session.get("phoneChange");
    if (!pending || intent === "cancel-phone-change") {
      session.unset("phoneChange");
      return redirect("/MyProfile?tab=profile", { headers: { "Set-Cookie": await commitSession(session) } });
    }
    if (intent === "resend-phone-code") {
      const sent = await client.post("/api/my-profile/phone/", { body: { phone: pending.phone }, failure: "Failed to send OTP." });
      if (!sent.ok) return data<ActionResult>({ intent: "verify-phone", message: sent.message }, { status: sent.status });
      session.set("phoneChange", { ...pending, sentAt: Date.now() });
      return redirectWithToast(PHONE_STEP, { kind: "info", message: serverT(request, "profile", "otpSent") }, { headers: { "Set-Cookie": await commitSession(session) } });
    }
    const submission = parseWithZod(form, { schema: phoneCodeSchema });
    if (submission.status !== "success") return fail(submission.reply());
    const { otp } = submission.value;
    const verified = await client.post("/api/my-profile/phone/verify/", { body: { phone: pending.phone, otp }, failure: LOGIN_MESSAGES.otpFallback });
    if (!verified.ok) {
      // 'Phone number already exists' is said only now, to whoever entered that number's code.
      const taken = verified.fieldErrors.phone?.[0];
      const reply = taken ? submission.reply({ formErrors: [taken] }) : submission.reply({ fieldErrors: { otp: [verified.message] } });
      return fail(reply, verified.status);
    }
    session.set("phone", pending.phone);
    session.unset("phoneChange");
    return redirectWithToast(
      "/MyProfile?tab=profile",
      { kind: "success", message: verified.data.message },
      {
        headers: { "Set-Cookie": await commitSession(session) },
      },
    );
  }
  throw unknownRequest(request);
}

const PHONE_STEP = "/MyProfile?tab=profile&step=phone-code";

export default function MyProfile() {
  const d = useLoaderData<typeof loader>();
  const t = useT("profile");
  const said = useSaid();
  const switching = useTabSwitching("tab", d.tab, "bookings");
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  // Once cancelled (with JavaScript) the refreshed list has no booking to cancel: the popup stays 0.5 s for its success.
  const cancelReply = actionData?.intent === "cancel" ? actionData : undefined;
  const location = useLocation();
  const here = location.pathname + location.search;
  const name = d.profile?.name?.trim();
  return (
    <>
      <PageBanner title={t("myProfile")} />
      <Section>
        <Container>
          <Greeting>{name ? t("hello", { name }) : t("helloUser", { phone: d.profile?.phone ?? "" })}</Greeting>
          <Tabs aria-label={t("sections")}>
            <PillTab to="/MyProfile" aria-current={d.tab === "bookings" ? "page" : undefined}>
              {t("myBookings")}
            </PillTab>
            <PillTab to="/MyProfile?tab=profile" aria-current={d.tab === "profile" ? "page" : undefined}>
              {t("myProfile")}
            </PillTab>
          </Tabs>
          {switching ? (
            <Skeleton lines={4} label={t("loadingSection")} />
          ) : d.tab === "bookings" ? (
            <BookingsTable bookings={d.bookings} error={d.bookingsError} here={here} now={d.now} />
          ) : d.phoneChange ? (
            <PhoneCodeForm {...d.phoneChange} result={actionData?.intent === "verify-phone" ? actionData : undefined} />
          ) : d.profile ? (
            <>
              <ProfileForm profile={d.profile} result={actionData?.intent === "save-profile" ? actionData : undefined} />
              <LogoutEverywhere />
            </>
          ) : (
            <p role="alert">{said(d.profileError)}</p>
          )}
        </Container>
      </Section>
      {d.cancelling || cancelReply?.ok ? <CancelDialog booking={d.cancelling} closeTo={withoutParam(here, "cancel")} result={cancelReply} /> : null}
      {d.reviewing ? <ReviewDialog booking={d.reviewing} closeTo={withoutParam(here, "review")} result={actionData?.intent === "review" ? actionData : undefined} /> : null}
    </>
  );
}

const Greeting = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

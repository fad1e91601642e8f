import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { fetchManaged, isRefusal, PERSONAL_HEADERS, type ManagedBooking } from "~/lib/booking-link.server";
import { refillCart } from "~/lib/refill-cart.server";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { cancelTerms } from "~/lib/cancel-terms";
import { longDate } from "~/lib/dates";
import { providerLabel } from "~/lib/format";
import { deferred } from "~/lib/deferred";
import { linkCancelSchema } from "~/schemas/manage";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { ManagedBookingCard, type ManagedView } from "~/components/manage/ManagedBookingCard";
import { messagesFor } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { bookingLinkPath } from "../../contract/booking-link";

// Shown only when asked for (?cancel=1): its script loads then (decision 0040).
const LinkCancelDialog = deferred(() => import("~/components/manage/LinkCancelDialog").then((m) => m.LinkCancelDialog));

/** The page, its data and its forms' answers are one person's: never kept by a cache, never indexed. */
export const headers: HeadersFunction = () => PERSONAL_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.manage?.metaTitle ?? "Your booking | Saaj" }, { name: "robots", content: "noindex" }];

const view = (b: ManagedBooking, locale: string): ManagedView => ({
  id: b.appointment_id,
  provider: providerLabel(b.provider_name, b.branch_name),
  address: b.address,
  directionsUrl: b.directions_url,
  date: longDate(b.appointment_date, "short", locale),
  time: b.appointment_time,
  state: b.state,
  cancellationMessage: b.state === "cancelled" ? b.cancellation_message : null,
  services: b.services.map((s) => ({ id: s.service_id, name: s.servicename, quantity: s.quantity, lineTotal: s.line_total })),
  total: b.total,
  paymentState: b.payment_state,
  phone: b.phone_masked,
  codeSent: b.code_sent,
  invoice: b.invoice_available,
  refund: b.refund ? { amount: b.refund.amount, done: b.refund.refunded_at !== null } : null,
  canReportNoShow: b.can_report_no_show,
});

/**
 * /Booking/<token>: the one booking a message's link names, without logging in (issue 27). A link
 * that opens nothing (forged, mistyped, another's, expired, revoked, too many tries) gets a page
 * that says so with the API's words and status, and nothing of any booking.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const words = messagesFor(request, "manage", "booking", "profile");
  const managed = await fetchManaged(context, request, token);
  if (!managed.ok) return data({ refused: { status: managed.status, message: managed.message }, shown: null, ...words }, { status: managed.status, headers: PERSONAL_HEADERS });
  const b = managed.data;
  const terms = cancelTerms(b, Date.now());
  const path = bookingLinkPath(token);
  const q = new URL(request.url).searchParams;
  const asked = q.get("cancel") === "1";
  const shown = { booking: view(b, LOCALES[requestLanguage(request)]), terms, path, cancelling: asked && terms !== null, askingNoShow: q.get("noshow") === "1" };
  return data({ refused: null, shown, ...words }, { headers: PERSONAL_HEADERS });
}

type ActionResult = { result: SubmissionResult<string[]> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const page = bookingLinkPath(token);
  const form = await readForm(request);
  const intent = String(form.get("intent"));
  const again = () => redirect(page, { headers: PERSONAL_HEADERS });

  if (intent === "cancel") {
    const submission = parseWithZod(form, { schema: linkCancelSchema });
    if (submission.status !== "success") return data<ActionResult>({ result: submission.reply() }, { status: 400, headers: PERSONAL_HEADERS });
    const result = await api(context, request).post("/api/booking-link/{token}/cancel/", {
      params: { token },
      body: { reason: submission.value.reason },
      failure: "Failed to cancel the booking. Please try again.",
    });
    // A link that opens nothing now (expired meanwhile): its page says so.
    if (!result.ok && isRefusal(result.status)) return again();
    if (!result.ok) return data<ActionResult>({ result: submission.reply({ formErrors: [result.message] }) }, { status: result.status, headers: PERSONAL_HEADERS });
    return redirectWithToast(page, { kind: "success", message: result.data.message }, { headers: PERSONAL_HEADERS });
  }

  if (intent === "no-show") {
    const result = await api(context, request).post("/api/booking-link/{token}/no-show/", { params: { token }, failure: "Failed to report the no-show. Please try again." });
    if (!result.ok && isRefusal(result.status)) return again();
    return redirectWithToast(page, { kind: result.ok ? "success" : "error", message: result.ok ? result.data.message : result.message }, { headers: PERSONAL_HEADERS });
  }

  // The cart is the session cookie: refilling it needs no login (paying does).
  if (intent === "reschedule" || intent === "book-again") {
    const managed = await fetchManaged(context, request, token);
    if (!managed.ok) return again();
    const response = await refillCart(request, await getSession(request), managed.data, { bookAgain: intent === "book-again", failTo: page });
    for (const [name, value] of Object.entries(PERSONAL_HEADERS)) response.headers.set(name, value);
    return response;
  }
  throw unknownRequest(request);
}

export default function ManageBooking() {
  const d = useLoaderData<typeof loader>();
  const t = useT("manage");
  const reply = useActionData<typeof action>() as ActionResult | undefined;
  if (!d.shown) return <Refused status={d.refused.status} message={d.refused.message} />;
  const { booking: b, terms, path, cancelling, askingNoShow } = d.shown;
  return (
    <>
      <PageBanner title={t("title")} />
      <Section>
        <Container>
          <ManagedBookingCard b={b} terms={terms} path={path} askingNoShow={askingNoShow} />
        </Container>
      </Section>
      {cancelling && terms ? (
        <LinkCancelDialog which={{ id: b.id, provider: b.provider, date: b.date, time: b.time }} terms={terms} action={`${path}?cancel=1`} keepTo={path} result={reply?.result} />
      ) : null}
    </>
  );
}

/** A link that opens nothing: why (the API's words, in the visitor's language), and the way to every booking. */
function Refused({ status, message }: { status: number; message: string }) {
  const t = useT("manage");
  return (
    <>
      <PageBanner title={t("title")} />
      <Section>
        <Container>
          <Notice data-testid="link-refused" data-status={status}>
            <h2>{status === 410 ? t("expiredTitle") : t("refusedTitle")}</h2>
            <p role="alert">{message}</p>
            <p>{t("refusedHelp")}</p>
            <ButtonLink to={`/Login?redirectTo=${encodeURIComponent("/MyProfile")}`}>{t("logInToBookings")}</ButtonLink>
          </Notice>
        </Container>
      </Section>
    </>
  );
}

const Notice = styled.section`
  max-width: 560px;
  margin: 0 auto;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(6)};
  h2 {
    margin-top: 0;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

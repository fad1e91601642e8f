import { data, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { PERSONAL_HEADERS } from "~/lib/booking-link.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { longDate } from "~/lib/dates";
import { rupees } from "~/lib/format";
import { acceptSchema, declineSchema } from "~/schemas/partner";
import { RequestCard, type RequestView } from "~/components/partner/RequestCard";
import { ButtonLink } from "~/components/ui/Button";
import { DeclineForm } from "~/components/partner/DeclineForm";
import { fill } from "~/i18n/translate";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { REQUEST_LINK_TOKEN, requestLinkPath } from "../../../contract/partner";

/** About a customer and reachable without a login: never kept by a cache, never indexed. */
export const headers: HeadersFunction = () => PERSONAL_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.linkMetaTitle ?? "A new request | Saaj provider console" }, { name: "robots", content: "noindex" }];

/** The longest token the API accepts (contract/schemas/partner-link.ts). */
const TOKEN_MAX = 160;

/** A token that cannot be one is the API's 404, without asking; its 400 (a token it will not read) is that same 404. */
async function fetchLinked(context: LoaderFunctionArgs["context"], request: Request, token: string) {
  const invalid = { ok: false as const, status: 404, message: serverT(request, "apiErrors", "request_link_invalid") };
  if (token.length > TOKEN_MAX || !REQUEST_LINK_TOKEN.test(token)) return invalid;
  const result = await api(context, request).get("/partner-api/request-link/{token}/", { params: { token }, failure: "load the request" });
  if (result.ok) return { ok: true as const, data: result.data.data };
  return result.status === 400 ? invalid : { ok: false as const, status: result.status, message: result.message };
}

/**
 * /Partner/Request/<token>: the one request a new-request message's link names, for the member it
 * was sent to, without logging in to the console (issue 28, items 2 and 8). Accept is one tap;
 * Decline asks why on its own step (?decline=1). A link that opens nothing says so and shows nothing else.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const words = messagesFor(request, "partner");
  const linked = await fetchLinked(context, request, token);
  if (!linked.ok) return data({ refused: { status: linked.status, message: linked.message }, shown: null, ...words }, { status: linked.status, headers: PERSONAL_HEADERS });
  const r = linked.data;
  const locale = LOCALES[requestLanguage(request)];
  const view: RequestView = {
    id: r.appointment_id,
    branch: r.branch_name,
    when: { date: longDate(r.appointment_date, "short", locale), time: r.appointment_time },
    customer: r.customer_name,
    services: r.services,
    amount: rupees(r.amount, locale),
    referencePhoto: r.has_reference_image,
    secondsLeft: r.seconds_left,
    stylists: r.free_stylists.map((s) => ({ id: s.stylist_id, name: s.name })),
  };
  const waiting = r.state === "requested" && r.seconds_left > 0;
  const declining = waiting && new URL(request.url).searchParams.get("decline") === "1";
  const outcome = waiting
    ? null
    : r.state === "requested" || r.end_reason === "provider_timeout"
      ? "outOfTime"
      : r.end_reason === "provider_declined"
        ? "declined"
        : r.state === "cancelled"
          ? "ended"
          : "accepted";
  return data({ refused: null, shown: { request: view, member: r.member_name, path: requestLinkPath(token), waiting, declining, outcome, state: r.state }, ...words }, { headers: PERSONAL_HEADERS });
}

type Reply = { result: SubmissionResult<string[]> };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const page = requestLinkPath(token);
  const form = await readForm(request);
  const client = api(context, request);
  const back = (kind: "success" | "error", message: string) => redirectWithToast(page, { kind, message }, { headers: PERSONAL_HEADERS });
  /** A link answers its one request: a form naming another (edited by hand) is refused, and nothing is answered. */
  const otherThanLinked = async (appointmentId: number) => {
    const linked = await fetchLinked(context, request, token);
    if (!linked.ok) return linked.message;
    return linked.data.appointment_id === appointmentId ? null : serverT(request, "apiErrors", "not_your_provider_appointment");
  };
  switch (form.get("intent")) {
    case "accept": {
      const submission = parseWithZod(form, { schema: acceptSchema });
      if (submission.status !== "success") return back("error", submission.error?.appointment_id?.[0] ?? "Invalid request.");
      const { appointment_id, stylist_id } = submission.value;
      const refused = await otherThanLinked(appointment_id);
      if (refused) return back("error", refused);
      const done = await client.post("/partner-api/request-link/{token}/accept/", { params: { token }, body: stylist_id ? { stylist_id } : {}, failure: "accept the request" });
      if (!done.ok) return back("error", done.message);
      return back("success", fill(serverT(request, "partner", "accepted"), { id: appointment_id, code: done.data.otp }));
    }
    case "decline": {
      const submission = parseWithZod(form, { schema: declineSchema });
      if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400, headers: PERSONAL_HEADERS });
      const { appointment_id, reason } = submission.value;
      const refused = await otherThanLinked(appointment_id);
      if (refused) return back("error", refused);
      const done = await client.post("/partner-api/request-link/{token}/decline/", { params: { token }, body: { reason }, failure: "decline the request" });
      if (!done.ok) return back("error", done.message);
      return back("success", fill(serverT(request, "partner", "declined"), { id: appointment_id }));
    }
    case "check":
      return redirect(page, { headers: PERSONAL_HEADERS });
    default:
      throw unknownRequest(request);
  }
}

export default function RequestLink() {
  const d = useLoaderData<typeof loader>();
  const t = useT("partner");
  if (!d.shown) return <Refused status={d.refused.status} message={d.refused.message} />;
  const s = d.shown;
  if (s.declining) return <DeclineStep r={s.request} back={s.path} />;
  return (
    <Page>
      <h1>{s.waiting ? t("linkWaitingTitle", { id: s.request.id }) : t("linkAnsweredTitle", { id: s.request.id })}</h1>
      <p>{t("linkSentTo", { name: s.member })}</p>
      {s.waiting ? (
        <RequestCard r={s.request} declineHref={`${s.path}?decline=1`} />
      ) : (
        <Outcome data-testid="request-link-outcome" data-outcome={s.outcome} role="status">
          {s.outcome === "accepted"
            ? t("linkAccepted")
            : s.outcome === "declined"
              ? t("linkDeclined")
              : s.outcome === "outOfTime"
                ? t("linkOutOfTime")
                : t("linkEnded", { state: t(`state_${s.state}`) })}
        </Outcome>
      )}
      <ButtonLink to="/Partner" $variant="secondary">
        {t("openConsole")}
      </ButtonLink>
    </Page>
  );
}

function DeclineStep({ r, back }: { r: RequestView; back: string }) {
  const t = useT("partner");
  const reply = useActionData<typeof action>() as Reply | undefined;
  return (
    <Page>
      <h1>{t("declineRequest", { id: r.id })}</h1>
      <p>
        {r.customer} · {r.services.map((s) => s.name).join(", ")} · {t("when", r.when)}
      </p>
      <DeclineForm id="link-decline-form" appointmentId={r.id} result={reply?.result} keepTo={back} keepLabel={t("linkKeep")} />
    </Page>
  );
}

function Refused({ status, message }: { status: number; message: string }) {
  const t = useT("partner");
  return (
    <Page data-testid="request-link-refused" data-status={status}>
      <h1>{status === 410 ? t("linkExpiredTitle") : t("linkRefusedTitle")}</h1>
      <p role="alert">{message}</p>
      <p>{t("linkRefusedHelp")}</p>
      <ButtonLink to="/Partner/Login">{t("openConsole")}</ButtonLink>
    </Page>
  );
}

const Page = styled.section`
  max-width: 560px;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
  }
  input[type="radio"] {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

const Outcome = styled.p`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

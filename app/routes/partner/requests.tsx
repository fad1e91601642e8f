import { data, Link, redirect, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { CONSOLE_HEADERS, partnerApi, refusal, requirePartner } from "~/lib/partner.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { longDate } from "~/lib/dates";
import { rupees } from "~/lib/format";
import { usePoll } from "~/lib/use-poll";
import { acceptSchema, declineSchema } from "~/schemas/partner";
import { RequestCard, type RequestView } from "~/components/partner/RequestCard";
import { DeclineForm } from "~/components/partner/DeclineForm";
import { FormMessage } from "~/components/ui/Field";
import { fill } from "~/i18n/translate";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { POLL_SECONDS } from "../../../contract/booking";

/** Without JavaScript the inbox asks again this often (a <meta> refresh); with it, every POLL_SECONDS. */
const NOSCRIPT_REFRESH_SECONDS = 10;

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.requestsMetaTitle ?? "Requests | Saaj provider console" }, { name: "robots", content: "noindex" }];

/** /Partner: the requests waiting for this member's answer. `?decline=<id>` asks why before declining. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const answer = await partnerApi(context, request, partner.token).get("/partner-api/requests/", { failure: "load the requests" });
  if (!answer.ok) throw refusal(answer);
  const locale = LOCALES[requestLanguage(request)];
  const requests: RequestView[] = answer.data.data.map((r) => ({
    id: r.appointment_id,
    branch: r.branch_name,
    when: { date: longDate(r.appointment_date, "short", locale), time: r.appointment_time },
    customer: r.customer_name,
    services: r.services,
    amount: rupees(r.amount, locale),
    referencePhoto: r.has_reference_image,
    secondsLeft: r.seconds_left,
    stylists: r.free_stylists.map((s) => ({ id: s.stylist_id, name: s.name })),
  }));
  const q = new URL(request.url).searchParams;
  const declining = Number(q.get("decline")) || null;
  // Without JavaScript the page reloads itself; ?still=1 turns that off (WCAG 2.2.1).
  const still = q.get("still") === "1";
  const declined = declining ? (requests.find((r) => r.id === declining) ?? null) : null;
  // A step asked for a request not waiting here (answered, out of time, another provider's): said, not shown.
  const notWaiting = declining && !declined ? declining : null;
  return data(
    {
      requests,
      declining: declined,
      notWaiting,
      windowMinutes: Math.round(answer.data.window_seconds / 60),
      checkedAt: new Date().toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit", second: "2-digit", timeZone: "Asia/Kolkata" }),
      // Choosing a reason must not be undone by a refresh.
      noscriptRefresh: declined || still ? undefined : NOSCRIPT_REFRESH_SECONDS,
      still,
      ...messagesFor(request, "partner"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const client = partnerApi(context, request, partner.token);
  const back = (kind: "success" | "error", message: string) => redirectWithToast("/Partner", { kind, message }, { headers: CONSOLE_HEADERS });
  switch (form.get("intent")) {
    case "accept": {
      const submission = parseWithZod(form, { schema: acceptSchema });
      if (submission.status !== "success") return back("error", submission.error?.appointment_id?.[0] ?? "Invalid request.");
      const { appointment_id, stylist_id } = submission.value;
      const done = await client.post("/partner-api/requests/{appointment_id}/accept/", { params: { appointment_id }, body: stylist_id ? { stylist_id } : {}, failure: "accept the request" });
      if (!done.ok) return back("error", done.message);
      return back("success", fill(serverT(request, "partner", "accepted"), { id: appointment_id, code: done.data.otp }));
    }
    case "decline": {
      const submission = parseWithZod(form, { schema: declineSchema });
      if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400, headers: CONSOLE_HEADERS });
      const { appointment_id, reason } = submission.value;
      const done = await client.post("/partner-api/requests/{appointment_id}/decline/", { params: { appointment_id }, body: { reason }, failure: "decline the request" });
      if (!done.ok) return back("error", done.message);
      return back("success", fill(serverT(request, "partner", "declined"), { id: appointment_id }));
    }
    case "check":
      return redirect("/Partner", { headers: CONSOLE_HEADERS });
    default:
      throw unknownRequest(request);
  }
}

export default function Requests() {
  const d = useLoaderData<typeof loader>();
  const t = useT("partner");
  usePoll(POLL_SECONDS, !d.declining);
  if (d.declining) return <DeclineStep r={d.declining} />;
  return (
    <>
      <Head>
        <h1>{t("requestsTitle")}</h1>
        <p>{t("requestsIntro", { minutes: d.windowMinutes })}</p>
        <Checked>
          <span>{t("lastChecked", { time: d.checkedAt })}</span>
          <Link to={d.still ? "/Partner?still=1" : "/Partner"} className="check">
            {t("checkNow")}
          </Link>
          {/* Only without JavaScript does the page reload itself. */}
          <noscript>
            <a href={d.still ? "/Partner" : "/Partner?still=1"} className="check">
              {d.still ? t("checkByItself") : t("stopChecking")}
            </a>
          </noscript>
        </Checked>
      </Head>
      {d.notWaiting ? (
        <FormMessage $kind="error" role="alert">
          {t("notWaiting")}
        </FormMessage>
      ) : null}
      {/* Announced when the list changes (a new request, one gone). */}
      <div aria-live="polite" aria-atomic="false">
        {d.requests.length === 0 ? (
          <Empty data-testid="console-no-requests">{t("noRequests")}</Empty>
        ) : (
          <List>
            {d.requests.map((r) => (
              <li key={r.id}>
                <RequestCard r={r} declineHref={`/Partner?decline=${r.id}`} />
              </li>
            ))}
          </List>
        )}
      </div>
    </>
  );
}

function DeclineStep({ r }: { r: RequestView }) {
  const t = useT("partner");
  const reply = useActionData<typeof action>() as Reply | undefined;
  return (
    <Step>
      <h1>{t("declineRequest", { id: r.id })}</h1>
      <p>
        {r.customer} · {r.services.map((s) => s.name).join(", ")} · {t("when", r.when)}
      </p>
      <DeclineForm id="console-decline-form" appointmentId={r.id} result={reply?.result} keepTo="/Partner" keepLabel={t("keep")} />
    </Step>
  );
}

const Head = styled.div`
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Checked = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  .check {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Step = styled.section`
  max-width: 560px;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

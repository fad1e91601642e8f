import { data, Form, Link, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { StepButtons, StepCard } from "~/components/partner/Cards";
import { CONSOLE_HEADERS, partnerApi, refusal, requirePartner } from "~/lib/partner.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useFormReply } from "~/lib/form-reply";
import { longDate } from "~/lib/dates";
import { rupees } from "~/lib/format";
import { scheduleCancelSchema } from "~/schemas/partner";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Select, TextArea, described } from "~/components/ui/Field";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useSaid, useT } from "~/i18n/use-t";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.scheduleMetaTitle ?? "Schedule | Saaj provider console" }, { name: "robots", content: "noindex" }];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PAGE = "/Partner/Schedule";
const shiftDate = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The list's own address (view, day, branch, stylist), for links and for coming back after an action. */
function listUrl(p: { view: string; date: string; branch: string; stylist: string }, extra: Record<string, string> = {}) {
  const q = new URLSearchParams();
  if (p.view === "week") q.set("view", "week");
  if (p.date) q.set("date", p.date);
  if (p.branch) q.set("branch", p.branch);
  if (p.stylist) q.set("stylist", p.stylist);
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString();
  return s ? `${PAGE}?${s}` : PAGE;
}

/**
 * /Partner/Schedule: a day (or with ?view=week, seven days) of the member's branches, by branch and
 * stylist, each appointment with what can be done to it now as one-tap forms; cancelling
 * (?cancel=<id>, with a reason) and marking a no-show (?noshow=<id>) ask first on their own step.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const url = new URL(request.url);
  const get = (k: string) => url.searchParams.get(k) ?? "";
  const view = get("view") === "week" ? "week" : "day";
  const asked = DATE.test(get("date")) ? get("date") : "";
  const branch = /^\d{1,9}$/.test(get("branch")) ? get("branch") : "";
  const stylist = /^\d{1,9}$/.test(get("stylist")) ? get("stylist") : "";
  const client = partnerApi(context, request, partner.token);
  const [me, schedule] = await Promise.all([
    client.get("/partner-api/me/", { failure: "load your branches" }),
    client.get("/partner-api/schedule/", {
      query: { from: asked || undefined, days: view === "week" ? 7 : 1, branch_id: branch || undefined, stylist_id: stylist || undefined },
      failure: "load your schedule",
    }),
  ]);
  if (!me.ok) throw refusal(me);
  if (!schedule.ok) throw refusal(schedule);
  const s = schedule.data;
  const locale = LOCALES[requestLanguage(request)];
  const p = { view, date: asked, branch, stylist };
  const step = view === "week" ? 7 : 1;
  const days = Array.from({ length: s.days }, (_, i) => shiftDate(s.from, i));
  const appointments = s.data.map((a) => ({
    ...a,
    amountText: rupees(a.amount, locale),
    refundedText: a.refunded ? rupees(a.refunded, locale) : null,
  }));
  const cancelling = appointments.find((a) => String(a.appointment_id) === get("cancel") && a.actions.includes("cancel")) ?? null;
  const noShow = appointments.find((a) => String(a.appointment_id) === get("noshow") && a.actions.includes("no_show")) ?? null;
  // A step asked for a booking not on this schedule, or past that step (another provider's, say): said, not shown.
  const stepFor = /^\d{1,9}$/.exec(get("cancel") || get("noshow"))?.[0] ?? null;
  const notOnSchedule = stepFor && !cancelling && !noShow ? stepFor : null;
  return data(
    {
      view,
      from: s.from,
      today: s.today,
      back: listUrl(p),
      dayLinks: { previous: listUrl({ ...p, date: shiftDate(s.from, -step) }), next: listUrl({ ...p, date: shiftDate(s.from, step) }), today: listUrl({ ...p, date: "" }) },
      dayView: listUrl({ ...p, view: "day" }),
      weekView: listUrl({ ...p, view: "week" }),
      heading: view === "week" ? `${longDate(s.from, "short", locale)} – ${longDate(shiftDate(s.from, 6), "short", locale)}` : longDate(s.from, "long", locale),
      days: days.map((d) => ({ date: d, name: longDate(d, "long", locale), appointments: appointments.filter((a) => a.appointment_date === d) })),
      branches: me.data.branches,
      stylists: s.stylists.filter((x) => !branch || String(x.branch_id) === branch),
      filters: { branch, stylist },
      links: Object.fromEntries(appointments.map((a) => [a.appointment_id, { cancel: listUrl(p, { cancel: String(a.appointment_id) }), noShow: listUrl(p, { noshow: String(a.appointment_id) }) }])),
      cancelling,
      noShow,
      notOnSchedule,
      ...messagesFor(request, "partner"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { result: SubmissionResult<string[]> };

const ACTIONS = {
  start: ["start", "scheduleStarted", "start this appointment"],
  complete: ["complete", "scheduleCompleted", "complete this appointment"],
  venue_payment: ["venue-payment", "scheduleVenuePaid", "record the payment"],
  no_show: ["no-show", "scheduleNoShowDone", "mark the no-show"],
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const client = partnerApi(context, request, partner.token);
  const backField = String(form.get("back") ?? "");
  const back = backField === PAGE || backField.startsWith(`${PAGE}?`) ? backField : PAGE;
  const intent = String(form.get("intent") ?? "");
  if (intent === "cancel") {
    const submission = parseWithZod(form, { schema: scheduleCancelSchema });
    if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400, headers: CONSOLE_HEADERS });
    const done = await client.post("/partner-api/appointments/{appointment_id}/cancel/", {
      params: { appointment_id: submission.value.appointment_id },
      body: { reason: submission.value.reason },
      failure: "cancel this booking",
    });
    if (!done.ok) return redirectWithToast(back, { kind: "error", message: done.message }, { headers: CONSOLE_HEADERS });
    return redirectWithToast(back, { kind: "success", message: serverT(request, "partner", "scheduleCancelled") }, { headers: CONSOLE_HEADERS });
  }
  if (!(intent in ACTIONS)) throw unknownRequest(request);
  const [path, word, failure] = ACTIONS[intent as keyof typeof ACTIONS];
  const id = Number(form.get("appointment_id"));
  if (!Number.isInteger(id) || id <= 0) throw unknownRequest(request);
  const params = { appointment_id: id };
  const done =
    path === "start"
      ? await client.post("/partner-api/appointments/{appointment_id}/start/", { params, failure })
      : path === "complete"
        ? await client.post("/partner-api/appointments/{appointment_id}/complete/", { params, failure })
        : path === "venue-payment"
          ? await client.post("/partner-api/appointments/{appointment_id}/venue-payment/", { params, failure })
          : await client.post("/partner-api/appointments/{appointment_id}/no-show/", { params, failure });
  if (!done.ok) return redirectWithToast(back, { kind: "error", message: done.message }, { headers: CONSOLE_HEADERS });
  return redirectWithToast(back, { kind: "success", message: serverT(request, "partner", word) }, { headers: CONSOLE_HEADERS });
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Appointment = Loaded["days"][number]["appointments"][number];

export default function Schedule() {
  const d = useLoaderData<typeof loader>();
  const t = useT("partner");
  if (d.cancelling) return <CancelStep a={d.cancelling} back={d.back} />;
  if (d.noShow) {
    const a = d.noShow;
    return (
      <StepCard>
        <h1>{t("scheduleNoShowTitle", { name: a.customer_name })}</h1>
        <p>{t("scheduleNoShowConfirm", { name: a.customer_name, time: a.appointment_time })}</p>
        <p>{t("scheduleNoShowMoney")}</p>
        <StepButtons>
          <Form method="post">
            <input type="hidden" name="intent" value="no_show" />
            <input type="hidden" name="appointment_id" value={a.appointment_id} />
            <input type="hidden" name="back" value={d.back} />
            <Button type="submit" $variant="danger">
              {t("scheduleNoShowYes")}
            </Button>
          </Form>
          <Link to={d.back}>{t("scheduleBack")}</Link>
        </StepButtons>
      </StepCard>
    );
  }
  const count = d.days.reduce((n, day) => n + day.appointments.length, 0);
  return (
    <>
      <h1>{t("scheduleTitle")}</h1>
      {d.notOnSchedule ? (
        <FormMessage $kind="error" role="alert">
          {t("notOnSchedule")}
        </FormMessage>
      ) : null}
      <p data-testid="schedule-heading">{d.heading}</p>
      <Pager aria-label={t("scheduleDays")}>
        <Link to={d.dayLinks.previous} rel="prev">
          {d.view === "week" ? t("schedulePrevWeek") : t("schedulePrevDay")}
        </Link>
        <Link to={d.dayLinks.today}>{t("scheduleToday")}</Link>
        <Link to={d.dayLinks.next} rel="next">
          {d.view === "week" ? t("scheduleNextWeek") : t("scheduleNextDay")}
        </Link>
        {d.view === "week" ? <Link to={d.dayView}>{t("scheduleDayView")}</Link> : <Link to={d.weekView}>{t("scheduleWeekView")}</Link>}
      </Pager>
      <Filters method="get" action="/Partner/Schedule">
        {d.view === "week" ? <input type="hidden" name="view" value="week" /> : null}
        <input type="hidden" name="date" value={d.from} />
        {d.branches.length > 1 ? (
          <Field id="schedule-branch" label={t("branchLabel")}>
            <Select id="schedule-branch" name="branch" defaultValue={d.filters.branch}>
              <option value="">{t("allBranches")}</option>
              {d.branches.map((b) => (
                <option key={b.branch_id} value={b.branch_id}>
                  {b.branch_name}, {b.city}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field id="schedule-stylist" label={t("scheduleStylist")}>
          <Select id="schedule-stylist" name="stylist" defaultValue={d.filters.stylist}>
            <option value="">{t("scheduleAllStylists")}</option>
            {d.stylists.map((s) => (
              <option key={s.stylist_id} value={s.stylist_id}>
                {s.retired ? t("stylistRetiredName", { name: s.name }) : s.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" $variant="secondary">
          {t("scheduleShow")}
        </Button>
      </Filters>
      {count === 0 ? <p>{d.view === "week" ? t("scheduleEmptyWeek") : t("scheduleEmptyDay")}</p> : null}
      {d.days.map((day) =>
        day.appointments.length === 0 && d.view === "week" ? null : (
          <section key={day.date} aria-label={day.name}>
            {d.view === "week" ? <h2>{day.name}</h2> : null}
            <Cards>
              {day.appointments.map((a) => (
                <Card key={a.appointment_id} a={a} back={d.back} links={d.links[a.appointment_id]!} heading={d.view === "week" ? "h3" : "h2"} />
              ))}
            </Cards>
          </section>
        ),
      )}
    </>
  );
}

/** Under the day's h2 in the week view, straight under the page's h1 in the day view: no heading level skipped. */
function Card({ a, back, links, heading: Heading }: { a: Appointment; back: string; links: { cancel: string; noShow: string }; heading: "h2" | "h3" }) {
  const t = useT("partner");
  const said = useSaid();
  const payment = a.payment_state ? t(`schedulePay_${a.payment_state}`) : t("scheduleNotPaidYet");
  const one = (intent: keyof typeof ACTIONS, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="appointment_id" value={a.appointment_id} />
      <input type="hidden" name="back" value={back} />
      <Button type="submit" $variant={intent === "complete" || intent === "start" ? "primary" : "secondary"}>
        {label}
      </Button>
    </Form>
  );
  return (
    <li data-testid="schedule-appointment" data-appointment={a.appointment_id} aria-labelledby={`appt-${a.appointment_id}`}>
      <Heading id={`appt-${a.appointment_id}`}>
        {a.appointment_time} · {a.customer_name}
      </Heading>
      <p>
        <strong data-testid="schedule-state">{t(`scheduleState_${a.state}`)}</strong> · #{a.appointment_id}
      </p>
      <p>{a.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(", ")}</p>
      <p>
        {a.amountText} · <span data-testid="schedule-payment">{payment}</span>
        {a.refundedText ? <> · {t("scheduleRefunded", { amount: a.refundedText })}</> : null}
      </p>
      <p>
        {a.branch_name}
        {a.stylist ? <> · {t("scheduleWith", { name: a.stylist.name })}</> : null}
      </p>
      {a.cancellation_message ? <p>{said(a.cancellation_message)}</p> : null}
      {a.actions.length ? (
        <Actions>
          {a.actions.includes("start") ? one("start", t("scheduleStart")) : null}
          {a.actions.includes("venue_payment") ? one("venue_payment", t("scheduleVenuePayment")) : null}
          {a.actions.includes("complete") ? one("complete", t("scheduleComplete")) : null}
          {a.actions.includes("no_show") ? (
            <Link to={links.noShow} aria-label={t("scheduleNoShowFor", { name: a.customer_name, time: a.appointment_time })}>
              {t("scheduleNoShow")}
            </Link>
          ) : null}
          {a.actions.includes("cancel") ? (
            <Link to={links.cancel} aria-label={t("scheduleCancelFor", { name: a.customer_name, time: a.appointment_time })}>
              {t("scheduleCancel")}
            </Link>
          ) : null}
        </Actions>
      ) : null}
    </li>
  );
}

function CancelStep({ a, back }: { a: Appointment; back: string }) {
  const t = useT("partner");
  const said = useSaid();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const [form, fields] = useFormReply<{ reason: string; appointment_id: string }>({ id: "schedule-cancel-form", lastResult: reply?.result });
  return (
    <StepCard>
      <h1>{t("scheduleCancelTitle", { name: a.customer_name })}</h1>
      <p>{t("scheduleCancelConfirm", { name: a.customer_name, time: a.appointment_time, date: a.appointment_date })}</p>
      <p>{t("scheduleCancelMoney")}</p>
      <Form method="post" {...form.props}>
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="appointment_id" value={a.appointment_id} />
        <input type="hidden" name="back" value={back} />
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <Field id="cancel-reason" label={t("scheduleReason")} hint={t("scheduleReasonHint")} errors={fields.reason.errors}>
          <TextArea {...described("cancel-reason", fields.reason.errors)} key={fields.reason.key} name="reason" rows={3} maxLength={300} defaultValue={fields.reason.initialValue ?? ""} />
        </Field>
        <StepButtons>
          <Button type="submit" $variant="danger">
            {t("scheduleCancelYes")}
          </Button>
          <Link to={back}>{t("scheduleBack")}</Link>
        </StepButtons>
      </Form>
    </StepCard>
  );
}

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;

const Filters = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  /* Wide enough for "All stylists" in Malayalam (about 200 px): on a phone each choice takes its own line. */
  > div {
    flex: 1 1 14rem;
    min-width: 0;
  }
  select {
    width: 100%;
  }
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  form {
    margin: 0;
  }
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.error};
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

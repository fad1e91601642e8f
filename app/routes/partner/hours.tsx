import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { Panel as Card } from "~/components/partner/Cards";
import { CONSOLE_HEADERS, partnerApi, refusal, requirePartner } from "~/lib/partner.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { longDate } from "~/lib/dates";
import { breakSchema, bufferSchema, dayOffSchema, hoursSchema } from "~/schemas/partner";
import { toInputTime, WEEK } from "~/lib/clock";
import { Button } from "~/components/ui/Button";
import { FormMessage, Input, Select } from "~/components/ui/Field";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useSaid, useT } from "~/i18n/use-t";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.partner?.hoursMetaTitle ?? "Hours and days off | Saaj provider console" },
  { name: "robots", content: "noindex" },
];

async function branchesAndAvailability(request: Request, context: LoaderFunctionArgs["context"], token: string, asked: number | null) {
  const client = partnerApi(context, request, token);
  const me = await client.get("/partner-api/me/", { failure: "load your branches" });
  if (!me.ok) throw refusal(me);
  const branch = me.data.branches.find((b) => b.branch_id === asked) ?? me.data.branches[0];
  if (!branch) return { client, branches: me.data.branches, branch: null, availability: null };
  const availability = await client.get("/partner-api/branches/{branch_id}/availability/", { params: { branch_id: branch.branch_id }, failure: "load your hours" });
  if (!availability.ok) throw refusal(availability);
  return { client, branches: me.data.branches, branch, availability: availability.data.data };
}

/** /Partner/Hours: a branch's opening hours, breaks, days off, buffer and travel radius (issue 28, item 4). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const asked = Number(new URL(request.url).searchParams.get("branch")) || null;
  const { branches, branch, availability } = await branchesAndAvailability(request, context, partner.token, asked);
  const locale = LOCALES[requestLanguage(request)];
  return data(
    {
      branches: branches.map((b) => ({ id: b.branch_id, name: `${b.branch_name}, ${b.city}` })),
      branchId: branch?.branch_id ?? null,
      availability: availability ? { ...availability, days_off: availability.days_off.map((d) => ({ ...d, label: longDate(d.date, "short", locale) })) } : null,
      ...messagesFor(request, "partner"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { form: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const branchId = Number(form.get("branch_id"));
  const { client, branch, availability } = await branchesAndAvailability(request, context, partner.token, branchId);
  // A branch this member does not act for (another provider's, or another branch's): refused in words, nothing saved.
  if (!branch || !availability || branch.branch_id !== branchId) {
    return redirectWithToast("/Partner/Hours", { kind: "error", message: serverT(request, "apiErrors", "not_your_branch") }, { headers: CONSOLE_HEADERS });
  }
  const page = `/Partner/Hours?branch=${branchId}`;
  const fail = (formName: string, result: SubmissionResult<string[]>, status = 400) => data<Reply>({ form: formName, result }, { status, headers: CONSOLE_HEADERS });

  const save = async (formName: string, change: Parameters<typeof client.put<"/partner-api/branches/{branch_id}/availability/">>[1]["body"], reply: () => SubmissionResult<string[]>) => {
    const saved = await client.put("/partner-api/branches/{branch_id}/availability/", { params: { branch_id: branchId }, body: change, failure: "save your hours" });
    if (!saved.ok) {
      const first = Object.values(saved.fieldErrors)[0]?.[0] ?? saved.message;
      return fail(formName, { ...reply(), status: "error", error: { "": [first] } }, saved.status);
    }
    return redirectWithToast(page, { kind: "success", message: serverT(request, "partner", "savedSlots") }, { headers: CONSOLE_HEADERS });
  };

  switch (intent) {
    case "hours": {
      const submission = parseWithZod(form, { schema: hoursSchema });
      if (submission.status !== "success") return fail("hours", submission.reply());
      return save("hours", { opening_hours: submission.value }, () => submission.reply());
    }
    case "break-add": {
      const submission = parseWithZod(form, { schema: breakSchema });
      if (submission.status !== "success") return fail("break", submission.reply());
      return save("break", { breaks: [...availability.breaks, submission.value] }, () => submission.reply());
    }
    case "break-remove": {
      const index = Number(form.get("index"));
      return save("breaks", { breaks: availability.breaks.filter((_, i) => i !== index) }, () => ({ status: "error", initialValue: null }));
    }
    case "dayoff-add": {
      const submission = parseWithZod(form, { schema: dayOffSchema });
      if (submission.status !== "success") return fail("dayoff", submission.reply());
      const others = availability.days_off.filter((d) => d.date !== submission.value.date);
      return save("dayoff", { days_off: [...others, submission.value].sort((a, b) => a.date.localeCompare(b.date)) }, () => submission.reply());
    }
    case "dayoff-remove": {
      const date = String(form.get("date") ?? "");
      return save("daysoff", { days_off: availability.days_off.filter((d) => d.date !== date) }, () => ({ status: "error", initialValue: null }));
    }
    case "buffer": {
      const submission = parseWithZod(form, { schema: bufferSchema });
      if (submission.status !== "success") return fail("buffer", submission.reply());
      const { buffer_minutes, travel_radius_km } = submission.value;
      return save("buffer", availability.home_service ? { buffer_minutes, travel_radius_km } : { buffer_minutes }, () => submission.reply());
    }
    default:
      throw unknownRequest(request);
  }
}

export default function Hours() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const t = useT("partner");
  const said = useSaid();
  const a = d.availability;
  const errorOf = (form: string, field = "") => (reply?.form === form ? reply.result.error?.[field]?.[0] : undefined);
  const typed = (form: string, field: string) => (reply?.form === form ? (reply.result.initialValue as Record<string, string> | null | undefined)?.[field] : undefined);
  const Message = ({ text }: { text?: string }) =>
    text ? (
      <FormMessage $kind="error" role="alert">
        {said(text)}
      </FormMessage>
    ) : null;
  return (
    <>
      <h1>{t("hoursTitle")}</h1>
      <p>{t("hoursIntro")}</p>
      {d.branches.length > 1 ? (
        <Row as={Form} method="get">
          <label htmlFor="hours-branch">{t("branchLabel")}</label>
          <Select id="hours-branch" name="branch" defaultValue={d.branchId ?? undefined}>
            {d.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
          <Button type="submit" $variant="secondary">
            {t("show")}
          </Button>
        </Row>
      ) : null}
      {a && d.branchId ? (
        <>
          <Panel aria-labelledby="hours-title">
            <h2 id="hours-title">{t("openingHours")}</h2>
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="hours" />
              <input type="hidden" name="branch_id" value={d.branchId} />
              <Message text={errorOf("hours")} />
              {WEEK.map((day) => {
                const h = a.opening_hours[day];
                const error = errorOf("hours", `${day}_opens`) ?? errorOf("hours", `${day}_closes`);
                return (
                  <Day key={day} aria-labelledby={`day-${day}`}>
                    <legend id={`day-${day}`}>{t(`day_${day}`)}</legend>
                    <label className="open">
                      <input type="checkbox" name={`${day}_open`} defaultChecked={reply?.form === "hours" ? typed("hours", `${day}_open`) === "on" : h !== null} />
                      <span>{t("openThatDay", { day: t(`day_${day}`) })}</span>
                    </label>
                    <label>
                      <span>{t("opens")}</span>
                      <Input type="time" name={`${day}_opens`} defaultValue={typed("hours", `${day}_opens`) ?? (h ? toInputTime(h.opens) : "09:00")} aria-invalid={error ? true : undefined} />
                    </label>
                    <label>
                      <span>{t("closes")}</span>
                      <Input type="time" name={`${day}_closes`} defaultValue={typed("hours", `${day}_closes`) ?? (h ? toInputTime(h.closes) : "20:00")} aria-invalid={error ? true : undefined} />
                    </label>
                    <Message text={error} />
                  </Day>
                );
              })}
              <Button type="submit">{t("saveHours")}</Button>
            </Form>
          </Panel>

          <Panel aria-labelledby="breaks-title">
            <h2 id="breaks-title">{t("breaksTitle")}</h2>
            <p>{t("breaksIntro")}</p>
            <Message text={errorOf("breaks")} />
            {a.breaks.length === 0 ? <p>{t("noBreaks")}</p> : null}
            <Items>
              {a.breaks.map((b, i) => {
                const day = b.weekday ? t(`day_${b.weekday}`) : t("everyDay");
                return (
                  <li key={`${b.weekday}-${b.starts}-${i}`}>
                    <span>
                      {day}, {b.starts} – {b.ends}
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="break-remove" />
                      <input type="hidden" name="branch_id" value={d.branchId!} />
                      <input type="hidden" name="index" value={i} />
                      <Button type="submit" $variant="secondary" aria-label={t("removeBreak", { day, from: b.starts, to: b.ends })}>
                        {t("remove")}
                      </Button>
                    </Form>
                  </li>
                );
              })}
            </Items>
            <Form method="post" noValidate className="add">
              <input type="hidden" name="intent" value="break-add" />
              <input type="hidden" name="branch_id" value={d.branchId} />
              <Message text={errorOf("break")} />
              <label>
                <span>{t("breakDay")}</span>
                <Select name="weekday" defaultValue={typed("break", "weekday") ?? ""}>
                  <option value="">{t("everyDay")}</option>
                  {WEEK.map((day) => (
                    <option key={day} value={day}>
                      {t(`day_${day}`)}
                    </option>
                  ))}
                </Select>
              </label>
              <label>
                <span>{t("from")}</span>
                <Input type="time" name="starts" defaultValue={typed("break", "starts") ?? "13:00"} />
              </label>
              <label>
                <span>{t("to")}</span>
                <Input type="time" name="ends" defaultValue={typed("break", "ends") ?? "14:00"} />
              </label>
              <Button type="submit" $variant="secondary">
                {t("addBreak")}
              </Button>
            </Form>
          </Panel>

          <Panel aria-labelledby="daysoff-title">
            <h2 id="daysoff-title">{t("daysOffTitle")}</h2>
            <Message text={errorOf("daysoff")} />
            {a.days_off.length === 0 ? <p>{t("noDaysOff")}</p> : null}
            <Items>
              {a.days_off.map((o) => (
                <li key={o.date}>
                  <span>
                    {o.label}
                    {o.note ? ` · ${o.note}` : ""}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="dayoff-remove" />
                    <input type="hidden" name="branch_id" value={d.branchId!} />
                    <input type="hidden" name="date" value={o.date} />
                    <Button type="submit" $variant="secondary" aria-label={t("removeDayOff", { date: o.label })}>
                      {t("remove")}
                    </Button>
                  </Form>
                </li>
              ))}
            </Items>
            <Form method="post" noValidate className="add">
              <input type="hidden" name="intent" value="dayoff-add" />
              <input type="hidden" name="branch_id" value={d.branchId} />
              <Message text={errorOf("dayoff")} />
              <label>
                <span>{t("date")}</span>
                <Input type="date" name="date" defaultValue={typed("dayoff", "date") ?? ""} aria-invalid={errorOf("dayoff", "date") ? true : undefined} />
              </label>
              <Message text={errorOf("dayoff", "date")} />
              <label>
                <span>{t("noteLabel")}</span>
                <Input type="text" name="note" maxLength={200} defaultValue={typed("dayoff", "note") ?? ""} />
              </label>
              <Button type="submit" $variant="secondary">
                {t("addDayOff")}
              </Button>
            </Form>
          </Panel>

          <Panel aria-labelledby="buffer-title">
            <h2 id="buffer-title">{t("bufferTitle")}</h2>
            <Form method="post" noValidate className="add">
              <input type="hidden" name="intent" value="buffer" />
              <input type="hidden" name="branch_id" value={d.branchId} />
              <Message text={errorOf("buffer")} />
              <label>
                <span>{t("bufferLabel")}</span>
                <Input type="number" inputMode="numeric" min={0} max={240} step={5} name="buffer_minutes" defaultValue={typed("buffer", "buffer_minutes") ?? a.buffer_minutes} />
              </label>
              <Message text={errorOf("buffer", "buffer_minutes")} />
              {a.home_service ? (
                <>
                  <label>
                    <span>{t("radiusLabel")}</span>
                    <Input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={200}
                      name="travel_radius_km"
                      defaultValue={typed("buffer", "travel_radius_km") ?? a.travel_radius_km ?? ""}
                      aria-describedby="radius-hint"
                    />
                  </label>
                  <small id="radius-hint">{t("radiusHint")}</small>
                  <Message text={errorOf("buffer", "travel_radius_km")} />
                </>
              ) : null}
              <Button type="submit">{t("save")}</Button>
            </Form>
          </Panel>
        </>
      ) : null}
    </>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  select {
    width: auto;
    max-width: 100%;
  }
`;

const Panel = styled(Card)`
  form.add label,
  fieldset label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Day = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  label.open {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    grid-column: 1 / -1;
  }
  input[type="checkbox"] {
    width: 20px;
    height: 20px;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

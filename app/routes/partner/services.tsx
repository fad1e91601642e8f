import { data, Form, useActionData, useLoaderData, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { styled } from "styled-components";
import { Panel as Card } from "~/components/partner/Cards";
import { CONSOLE_HEADERS, partnerApi, refusal, requirePartner } from "~/lib/partner.server";
import { readForm } from "~/lib/form.server";
import { unknownRequest } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/toast.server";
import { newPackageSchema, newServiceSchema, newStylistSchema, offeringSchema, stylistChangeSchema, stylistIdSchema } from "~/schemas/partner";
import { Button } from "~/components/ui/Button";
import { FormMessage, Input, Select } from "~/components/ui/Field";
import { NewPackageForm } from "~/components/partner/NewPackageForm";
import { ServiceKindChoice } from "~/components/partner/ServiceKindChoice";
import { EditStylist, RetireStylist, StylistList } from "~/components/partner/StylistForms";
import { fill } from "~/i18n/translate";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { durationWords } from "~/i18n/duration";
import { useLanguage, useSaid, useT } from "~/i18n/use-t";
import { SERVICE_DURATIONS } from "../../../contract/partner";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.partner?.servicesMetaTitle ?? "Services and stylists | Saaj provider console" },
  { name: "robots", content: "noindex" },
];

/**
 * /Partner/Services: what customers can book and at what price, and the stylists (issue 28, item 5).
 * `?stylist=<id>` edits a working stylist; `?retire=<id>` asks before retiring them (decision 0046).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const client = partnerApi(context, request, partner.token);
  const [catalogue, me] = await Promise.all([client.get("/partner-api/catalogue/", { failure: "load your services" }), client.get("/partner-api/me/", { failure: "load your branches" })]);
  if (!catalogue.ok) throw refusal(catalogue);
  if (!me.ok) throw refusal(me);
  const search = new URL(request.url).searchParams;
  const working = (param: string) => catalogue.data.stylists.find((s) => s.stylist_id === Number(search.get(param)) && !s.retired) ?? null;
  return data(
    {
      owner: partner.role === "owner",
      offerings: catalogue.data.offerings,
      stylists: catalogue.data.stylists,
      kinds: catalogue.data.kinds,
      branches: me.data.branches,
      editing: working("stylist"),
      retiring: working("retire"),
      ...messagesFor(request, "partner", "provider"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { form: string; result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const client = partnerApi(context, request, partner.token);
  const fail = (formName: string, result: SubmissionResult<string[]>, status = 400) => data<Reply>({ form: formName, result }, { status, headers: CONSOLE_HEADERS });
  const saved = () => redirectWithToast("/Partner/Services", { kind: "success", message: serverT(request, "partner", "savedCatalogue") }, { headers: CONSOLE_HEADERS });
  switch (intent) {
    case "offering": {
      const name = `offering-${String(form.get("offering_id"))}`;
      const submission = parseWithZod(form, { schema: offeringSchema });
      if (submission.status !== "success") return fail(name, submission.reply());
      const { offering_id, ...change } = submission.value;
      const done = await client.put("/partner-api/offerings/{offering_id}/", { params: { offering_id }, body: change, failure: "save the service" });
      if (done.ok) return saved();
      // Refused outright (staff, or a service not of this provider: a form edited by hand): no form on the page to say it by, so a toast says it.
      if (done.status === 403 || done.status === 404) return redirectWithToast("/Partner/Services", { kind: "error", message: done.message }, { headers: CONSOLE_HEADERS });
      return fail(name, submission.reply({ formErrors: [Object.values(done.fieldErrors)[0]?.[0] ?? done.message] }), done.status);
    }
    case "service": {
      const submission = parseWithZod(form, { schema: newServiceSchema });
      if (submission.status !== "success") return fail("service", submission.reply());
      const done = await client.post("/partner-api/offerings/", { body: submission.value, failure: "add the service" });
      return done.ok ? saved() : fail("service", submission.reply({ formErrors: [Object.values(done.fieldErrors)[0]?.[0] ?? done.message] }), done.status);
    }
    case "package": {
      const submission = parseWithZod(form, { schema: newPackageSchema });
      if (submission.status !== "success") return fail("package", submission.reply());
      const done = await client.post("/partner-api/packages/", { body: submission.value, failure: "add the package" });
      return done.ok ? saved() : fail("package", submission.reply({ fieldErrors: done.fieldErrors, formErrors: Object.keys(done.fieldErrors).length ? [] : [done.message] }), done.status);
    }
    case "stylist": {
      const submission = parseWithZod(form, { schema: newStylistSchema });
      if (submission.status !== "success") return fail("stylist", submission.reply());
      const done = await client.post("/partner-api/stylists/", { body: submission.value, failure: "add the stylist" });
      return done.ok ? saved() : fail("stylist", submission.reply({ formErrors: [Object.values(done.fieldErrors)[0]?.[0] ?? done.message] }), done.status);
    }
    case "edit-stylist": {
      const submission = parseWithZod(form, { schema: stylistChangeSchema });
      if (submission.status !== "success") return fail("edit-stylist", submission.reply());
      const { stylist_id, ...change } = submission.value;
      const done = await client.put("/partner-api/stylists/{stylist_id}/", { params: { stylist_id }, body: change, failure: "save the stylist" });
      return done.ok ? saved() : fail("edit-stylist", submission.reply({ formErrors: [Object.values(done.fieldErrors)[0]?.[0] ?? done.message] }), done.status);
    }
    case "retire-stylist":
    case "bring-back-stylist": {
      const submission = parseWithZod(form, { schema: stylistIdSchema });
      if (submission.status !== "success") throw unknownRequest(request);
      const { stylist_id, name } = submission.value;
      const retiring = intent === "retire-stylist";
      const done = retiring
        ? await client.post("/partner-api/stylists/{stylist_id}/retire/", { params: { stylist_id }, failure: "retire the stylist" })
        : await client.post("/partner-api/stylists/{stylist_id}/bring-back/", { params: { stylist_id }, failure: "bring the stylist back" });
      // Refused (upcoming bookings, say): back to the stylist, with why.
      if (!done.ok) return redirectWithToast(retiring ? `/Partner/Services?stylist=${stylist_id}` : "/Partner/Services", { kind: "error", message: done.message }, { headers: CONSOLE_HEADERS });
      const words = fill(serverT(request, "partner", retiring ? "stylistRetired" : "stylistBack"), { name });
      return redirectWithToast("/Partner/Services", { kind: "success", message: words }, { headers: CONSOLE_HEADERS });
    }
    default:
      throw unknownRequest(request);
  }
}

export default function Services() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const t = useT("partner");
  const tp = useT("provider");
  const english = useLanguage() === "en";
  const said = useSaid();
  const errorsOf = (form: string) =>
    reply?.form === form
      ? Object.values(reply.result.error ?? {})
          .flat()
          .filter(Boolean)
      : [];
  const typed = (form: string, field: string) => (reply?.form === form ? (reply.result.initialValue as Record<string, string> | null | undefined)?.[field] : undefined);
  const Errors = ({ form }: { form: string }) => {
    const list = errorsOf(form);
    return list.length ? (
      <FormMessage $kind="error" role="alert">
        {said(list[0]!)}
      </FormMessage>
    ) : null;
  };
  const branchName = (id: number) => d.branches.find((b) => b.branch_id === id)?.branch_name ?? `#${id}`;
  if (d.retiring) return <RetireStylist stylist={d.retiring} />;
  if (d.editing) return <EditStylist stylist={d.editing} result={reply?.form === "edit-stylist" ? reply.result : undefined} />;
  return (
    <>
      <h1>{t("servicesTitle")}</h1>
      <p>{t("servicesIntro")}</p>
      {d.owner ? null : <p>{t("ownerEdits")}</p>}
      <List>
        {d.offerings.map((o) => {
          const form = `offering-${o.offering_id}`;
          return (
            <li key={o.offering_id} data-testid="console-offering">
              <h2>
                {o.name} <small>· {t(`kind_${o.kind}`)}</small>
              </h2>
              {d.owner ? (
                <Form method="post" noValidate>
                  <input type="hidden" name="intent" value="offering" />
                  <input type="hidden" name="offering_id" value={o.offering_id} />
                  <Errors form={form} />
                  <div className="row">
                    <label>
                      <span>{t("priceLabel")}</span>
                      <Input type="number" inputMode="numeric" name="price" min={1} defaultValue={typed(form, "price") ?? o.price} />
                    </label>
                    <label>
                      <span>{t("durationLabel")}</span>
                      <Select name="service_time" defaultValue={typed(form, "service_time") ?? o.service_time}>
                        {[...new Set([o.service_time, ...SERVICE_DURATIONS])].map((time) => (
                          <option key={time} value={time}>
                            {durationWords(time, tp, english)}
                          </option>
                        ))}
                      </Select>
                    </label>
                  </div>
                  <label className="tick">
                    <input type="checkbox" name="active" defaultChecked={reply?.form === form ? typed(form, "active") === "on" : o.active} />
                    <span>{t("offered")}</span>
                  </label>
                  <Button type="submit" $variant="secondary" aria-label={t("saveService", { name: o.name })}>
                    {t("save")}
                  </Button>
                </Form>
              ) : (
                <p>
                  ₹{o.price} · {durationWords(o.service_time, tp, english)}
                  {o.active ? "" : ` · ${t("notOffered")}`}
                </p>
              )}
            </li>
          );
        })}
      </List>
      {d.owner ? (
        <Panel aria-labelledby="add-service">
          <h2 id="add-service">{t("addServiceTitle")}</h2>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="service" />
            <Errors form="service" />
            <ServiceKindChoice kinds={d.kinds} chosen={typed("service", "service_id")} />
            <label>
              <span>{t("serviceName")}</span>
              <Input type="text" name="name" maxLength={80} defaultValue={typed("service", "name") ?? ""} />
            </label>
            <label>
              <span>{t("descriptionLabel")}</span>
              <Input type="text" name="description" maxLength={300} defaultValue={typed("service", "description") ?? ""} />
            </label>
            <label>
              <span>{t("priceLabel")}</span>
              <Input type="number" inputMode="numeric" name="price" min={1} defaultValue={typed("service", "price") ?? ""} />
            </label>
            <label>
              <span>{t("durationLabel")}</span>
              <Select name="service_time" defaultValue={typed("service", "service_time") ?? "1 hour"}>
                {SERVICE_DURATIONS.map((time) => (
                  <option key={time} value={time}>
                    {durationWords(time, tp, english)}
                  </option>
                ))}
              </Select>
            </label>
            <Button type="submit">{t("addServiceButton")}</Button>
          </Form>
        </Panel>
      ) : null}
      {d.owner ? <NewPackageForm services={d.offerings.filter((o) => o.kind === "service" && o.active)} result={reply?.form === "package" ? reply.result : undefined} /> : null}
      <Panel aria-labelledby="stylists">
        <h2 id="stylists">{t("stylistsTitle")}</h2>
        <StylistList stylists={d.stylists} branchName={branchName} />
        <h3>{t("addStylistTitle")}</h3>
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="stylist" />
          <Errors form="stylist" />
          {d.branches.length === 1 ? (
            <input type="hidden" name="branch_id" value={d.branches[0]!.branch_id} />
          ) : (
            <fieldset className="branches">
              <legend>{t("branchLabel")}</legend>
              {d.branches.map((b, i) => (
                <label key={b.branch_id} className="tick">
                  <input type="radio" name="branch_id" value={b.branch_id} defaultChecked={typed("stylist", "branch_id") ? typed("stylist", "branch_id") === String(b.branch_id) : i === 0} />
                  <span>
                    {b.branch_name}, {b.city}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <label>
            <span>{t("name")}</span>
            <Input type="text" name="name" maxLength={80} defaultValue={typed("stylist", "name") ?? ""} />
          </label>
          <label>
            <span>{t("roleLabel")}</span>
            <Input type="text" name="role" maxLength={60} defaultValue={typed("stylist", "role") ?? ""} />
          </label>
          <label>
            <span>{t("yearsLabel")}</span>
            <Input type="number" inputMode="numeric" name="years_of_experience" min={0} max={60} defaultValue={typed("stylist", "years_of_experience") ?? ""} />
          </label>
          <Button type="submit" $variant="secondary">
            {t("addStylistButton")}
          </Button>
        </Form>
      </Panel>
    </>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > li {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.lg};
    padding: ${({ theme }) => theme.space(4)};
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: start;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
  label:not(.tick) {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .tick {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input[type="number"] {
    width: 8rem;
  }
  input[type="checkbox"] {
    width: 20px;
    height: 20px;
  }
`;

const Panel = styled(Card)`
  label:not(.tick) {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  fieldset.branches {
    border: 0;
    margin: 0;
    padding: 0;
  }
  .tick {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

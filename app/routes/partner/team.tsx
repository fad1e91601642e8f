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
import { inviteSchema } from "~/schemas/partner";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, described } from "~/components/ui/Field";
import { fill } from "~/i18n/translate";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.messages.partner?.teamMetaTitle ?? "Team | Saaj provider console" }, { name: "robots", content: "noindex" }];

/** /Partner/Team: the owner's team, adding staff for branches, removing them (`?remove=<id>` asks first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const words = messagesFor(request, "partner");
  if (partner.role !== "owner") return data({ ownerOnly: true as const, ...words }, { status: 403, headers: CONSOLE_HEADERS });
  const client = partnerApi(context, request, partner.token);
  const [team, me] = await Promise.all([client.get("/partner-api/members/", { failure: "load your team" }), client.get("/partner-api/me/", { failure: "load your branches" })]);
  if (!team.ok) throw refusal(team);
  if (!me.ok) throw refusal(me);
  const asked = Number(new URL(request.url).searchParams.get("remove")) || null;
  const removing = team.data.data.find((m) => m.member_id === asked && m.role === "staff") ?? null;
  return data(
    {
      ownerOnly: false as const,
      members: team.data.data,
      branches: me.data.branches,
      removing,
      // Asked to remove someone not on this team (another provider's, an owner, gone): said, not shown.
      notOnTeam: asked !== null && !removing,
      ...words,
    },
    { headers: CONSOLE_HEADERS },
  );
}

type Reply = { result: SubmissionResult<string[]> };

export async function action({ request, context }: ActionFunctionArgs) {
  const { partner } = await requirePartner(request);
  const form = await readForm(request);
  const client = partnerApi(context, request, partner.token);
  switch (form.get("intent")) {
    case "add": {
      const submission = parseWithZod(form, { schema: inviteSchema });
      if (submission.status !== "success") return data<Reply>({ result: submission.reply() }, { status: 400, headers: CONSOLE_HEADERS });
      const added = await client.post("/partner-api/members/", { body: submission.value, failure: "add them to your team" });
      if (!added.ok) {
        const f = added.fieldErrors;
        const fieldErrors = Object.fromEntries(Object.entries({ phone: f.phone, name: f.name, branch_ids: f.branch_ids }).filter(([, v]) => v?.length)) as Record<string, string[]>;
        return data<Reply>({ result: submission.reply(Object.keys(fieldErrors).length ? { fieldErrors } : { formErrors: [added.message] }) }, { status: added.status, headers: CONSOLE_HEADERS });
      }
      return redirectWithToast("/Partner/Team", { kind: "success", message: fill(serverT(request, "partner", "added"), { name: submission.value.name }) }, { headers: CONSOLE_HEADERS });
    }
    case "remove": {
      const memberId = Number(form.get("member_id"));
      const name = String(form.get("name") ?? "");
      const removed = Number.isInteger(memberId) && memberId > 0 ? await client.post("/partner-api/members/{member_id}/remove/", { params: { member_id: memberId }, failure: "remove them" }) : null;
      if (!removed?.ok) return redirectWithToast("/Partner/Team", { kind: "error", message: removed?.message ?? "There is no such member on your team." }, { headers: CONSOLE_HEADERS });
      return redirectWithToast("/Partner/Team", { kind: "success", message: fill(serverT(request, "partner", "removed"), { name }) }, { headers: CONSOLE_HEADERS });
    }
    default:
      throw unknownRequest(request);
  }
}

export default function Team() {
  const d = useLoaderData<typeof loader>();
  const t = useT("partner");
  if (d.ownerOnly) {
    return (
      <Box>
        <h1>{t("teamTitle")}</h1>
        <p role="alert">{t("ownerOnly")}</p>
      </Box>
    );
  }
  const branchName = (id: number) => d.branches.find((b) => b.branch_id === id)?.branch_name ?? `#${id}`;
  if (d.removing) {
    const m = d.removing;
    return (
      <Box>
        <h1>{t("removeLabel", { name: m.name })}</h1>
        <p>{t("removeConfirm", { name: m.name })}</p>
        <StepButtons>
          <Form method="post">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="member_id" value={m.member_id} />
            <input type="hidden" name="name" value={m.name} />
            <Button type="submit" $variant="danger">
              {t("removeYes")}
            </Button>
          </Form>
          <Link to="/Partner/Team">{t("keep")}</Link>
        </StepButtons>
      </Box>
    );
  }
  return (
    <>
      <h1>{t("teamTitle")}</h1>
      {d.notOnTeam ? (
        <FormMessage $kind="error" role="alert">
          {t("notOnTeam")}
        </FormMessage>
      ) : null}
      <p>{t("teamIntro")}</p>
      <Members>
        {d.members.map((m) => (
          <li key={m.member_id} data-testid="console-member">
            <div>
              <strong>{m.name}</strong> · {m.role === "owner" ? t("roleOwner") : t("roleStaff")}
              <br />
              <span>{m.phone}</span>
              <br />
              <span>{m.role === "owner" ? t("allBranches") : t("branchesOf", { branches: m.branch_ids.map(branchName).join(", ") })}</span>
            </div>
            {m.role === "staff" ? (
              <Link to={`/Partner/Team?remove=${m.member_id}`} aria-label={t("removeLabel", { name: m.name })}>
                {t("remove")}
              </Link>
            ) : null}
          </li>
        ))}
      </Members>
      <AddForm branches={d.branches} />
    </>
  );
}

function AddForm({ branches }: { branches: { branch_id: number; branch_name: string; city: string }[] }) {
  const t = useT("partner");
  const said = useSaid();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const [form, fields] = useFormReply<{ name: string; phone: string; branch_ids: string }>({ id: "console-add-form", lastResult: reply?.result });
  const typedBranches = (reply?.result.initialValue?.branch_ids ?? []) as string[] | string;
  const chosen = new Set(Array.isArray(typedBranches) ? typedBranches : [typedBranches]);
  return (
    <Box as="section" aria-labelledby="add-title">
      <h2 id="add-title">{t("addTitle")}</h2>
      <Form method="post" {...form.props}>
        <input type="hidden" name="intent" value="add" />
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <Field id="member-name" label={t("name")} errors={fields.name.errors}>
          <Input {...described("member-name", fields.name.errors)} key={fields.name.key} name="name" type="text" autoComplete="off" maxLength={80} defaultValue={fields.name.initialValue ?? ""} />
        </Field>
        <Field id="member-phone" label={t("phoneLabel")} errors={fields.phone.errors}>
          <Input
            {...described("member-phone", fields.phone.errors)}
            key={fields.phone.key}
            name="phone"
            type="text"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            defaultValue={fields.phone.initialValue ?? ""}
          />
        </Field>
        <fieldset aria-invalid={fields.branch_ids.errors ? true : undefined} aria-describedby={fields.branch_ids.errors ? "member-branches-error" : undefined}>
          <legend>{t("branchesLabel")}</legend>
          {branches.map((b) => (
            <label key={b.branch_id}>
              <input type="checkbox" name="branch_ids" value={b.branch_id} defaultChecked={chosen.has(String(b.branch_id))} />
              <span>
                {b.branch_name}, {b.city}
              </span>
            </label>
          ))}
        </fieldset>
        {fields.branch_ids.errors ? (
          <FormMessage $kind="error" role="alert" id="member-branches-error">
            {said(fields.branch_ids.errors[0]!)}
          </FormMessage>
        ) : null}
        <Button type="submit">{t("addButton")}</Button>
      </Form>
    </Box>
  );
}

const Box = styled(StepCard)`
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: 700;
  }
  fieldset label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 44px;
  }
  input[type="checkbox"] {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

const Members = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.md};
    padding: ${({ theme }) => theme.space(3)};
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.error};
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

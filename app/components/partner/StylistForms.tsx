import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { StepButtons, StepCard } from "~/components/partner/Cards";
import { useFormReply } from "~/lib/form-reply";
import { useSaid, useT } from "~/i18n/use-t";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, described } from "~/components/ui/Field";

type Stylist = { stylist_id: number; name: string; role: string; years_of_experience: number };
type Fields = { name: string; role: string; years_of_experience: string };

/**
 * /Partner/Services?stylist=<id>: a stylist's name, role and years (issue 28, item 5), and the way
 * to retire them, on its own confirm step (?retire=<id>). Posts intent=edit-stylist; each field
 * shows its own message, keeping what was typed.
 */
export function EditStylist({ stylist, result }: { stylist: Stylist; result?: SubmissionResult<string[]> }) {
  const t = useT("partner");
  const said = useSaid();
  const [form, fields] = useFormReply<Fields>({
    id: "edit-stylist",
    lastResult: result,
    defaultValue: { name: stylist.name, role: stylist.role, years_of_experience: String(stylist.years_of_experience) },
  });
  return (
    <Box>
      <h1>{t("editStylistTitle", { name: stylist.name })}</h1>
      <Form method="post" {...form.props}>
        <input type="hidden" name="intent" value="edit-stylist" />
        <input type="hidden" name="stylist_id" value={stylist.stylist_id} />
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <Field id="stylist-name" label={t("name")} errors={fields.name.errors}>
          <Input {...described("stylist-name", fields.name.errors)} key={fields.name.key} name="name" type="text" autoComplete="off" maxLength={80} defaultValue={fields.name.initialValue ?? ""} />
        </Field>
        <Field id="stylist-role" label={t("roleLabel")} errors={fields.role.errors}>
          <Input {...described("stylist-role", fields.role.errors)} key={fields.role.key} name="role" type="text" autoComplete="off" maxLength={60} defaultValue={fields.role.initialValue ?? ""} />
        </Field>
        <Field id="stylist-years" label={t("yearsLabel")} errors={fields.years_of_experience.errors}>
          <Input
            {...described("stylist-years", fields.years_of_experience.errors)}
            key={fields.years_of_experience.key}
            name="years_of_experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={60}
            defaultValue={fields.years_of_experience.initialValue ?? ""}
          />
        </Field>
        <Button type="submit">{t("saveStylist")}</Button>
      </Form>
      <h2>{t("retireTitle")}</h2>
      <p>{t("retireHelp")}</p>
      <Row>
        <Link className="danger" to={`/Partner/Services?retire=${stylist.stylist_id}`}>
          {t("retireStylist", { name: stylist.name })}
        </Link>
        <Link to="/Partner/Services">{t("backToServices")}</Link>
      </Row>
    </Box>
  );
}

/** /Partner/Services?retire=<id>: retiring asks first, as removing a team member does. */
export function RetireStylist({ stylist }: { stylist: Stylist }) {
  const t = useT("partner");
  return (
    <Box>
      <h1>{t("retireConfirmTitle", { name: stylist.name })}</h1>
      <p>{t("retireConfirm", { name: stylist.name })}</p>
      <Row>
        <Form method="post">
          <input type="hidden" name="intent" value="retire-stylist" />
          <input type="hidden" name="stylist_id" value={stylist.stylist_id} />
          <input type="hidden" name="name" value={stylist.name} />
          <Button type="submit" $variant="danger">
            {t("retireYes")}
          </Button>
        </Form>
        <Link to="/Partner/Services">{t("keep")}</Link>
      </Row>
    </Box>
  );
}

/** The stylists of the member's branches: each working one to edit, each retired one to bring back. */
export function StylistList({ stylists, branchName }: { stylists: (Stylist & { branch_id: number; retired: boolean })[]; branchName: (id: number) => string }) {
  const t = useT("partner");
  const retired = stylists.filter((s) => s.retired);
  return (
    <>
      <List>
        {stylists
          .filter((s) => !s.retired)
          .map((s) => (
            <li key={s.stylist_id} data-testid="console-stylist">
              <span>
                <strong>{s.name}</strong> · {t("stylistLine", { role: s.role, years: s.years_of_experience, branch: branchName(s.branch_id) })}
              </span>
              <Link to={`/Partner/Services?stylist=${s.stylist_id}`} aria-label={t("editStylistLabel", { name: s.name })}>
                {t("editStylist")}
              </Link>
            </li>
          ))}
      </List>
      {retired.length ? (
        <>
          <h3>{t("retiredTitle")}</h3>
          <List>
            {retired.map((s) => (
              <li key={s.stylist_id} data-testid="console-retired-stylist">
                <span>
                  <strong>{s.name}</strong> · {t("stylistLine", { role: s.role, years: s.years_of_experience, branch: branchName(s.branch_id) })}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="bring-back-stylist" />
                  <input type="hidden" name="stylist_id" value={s.stylist_id} />
                  <input type="hidden" name="name" value={s.name} />
                  <Button type="submit" $variant="secondary" aria-label={t("bringBackLabel", { name: s.name })}>
                    {t("bringBack")}
                  </Button>
                </Form>
              </li>
            ))}
          </List>
        </>
      ) : null}
    </>
  );
}

const Box = styled(StepCard)`
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: ${({ theme }) => theme.space(6)} 0 0;
  }
  input[type="number"] {
    width: 8rem;
  }
`;

const Row = styled(StepButtons)`
  a.danger {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
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
  a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
`;

import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { styled } from "styled-components";
import { Panel as Card } from "~/components/partner/Cards";
import { useFormReply } from "~/lib/form-reply";
import { durationWords } from "~/i18n/duration";
import { useLanguage, useSaid, useT } from "~/i18n/use-t";
import { Button } from "~/components/ui/Button";
import { FormMessage, Input, Select } from "~/components/ui/Field";
import { SERVICE_DURATIONS } from "../../../contract/partner";

type Fields = { name: string; service_ids: string[]; price: string; service_time: string };

/**
 * The owner's "Make a package" (issue 28, item 5): a name, 2 to 8 of their services offered now,
 * a price and a duration. Posts intent=package to /Partner/Services; each field shows its own message.
 */
export function NewPackageForm({ services, result }: { services: { offering_id: number; name: string }[]; result?: SubmissionResult<string[]> }) {
  const t = useT("partner");
  const tp = useT("provider");
  const said = useSaid();
  const english = useLanguage() === "en";
  const [form, fields] = useFormReply<Fields>({ id: "new-package", lastResult: result, defaultValue: { service_time: "2 hours" } });
  const ticked = new Set([(result?.initialValue as Record<string, unknown> | null | undefined)?.service_ids ?? []].flat().map(String));
  const problem = (field: keyof Fields) => {
    const errors = fields[field].errors;
    return errors ? (
      <FormMessage $kind="error" id={`package-${field}-error`}>
        {said(errors[0]!)}
      </FormMessage>
    ) : null;
  };
  const invalid = (field: keyof Fields) => (fields[field].errors ? { "aria-invalid": true, "aria-describedby": `package-${field}-error` } : {});
  return (
    <Panel aria-labelledby="add-package">
      <h2 id="add-package">{t("addPackageTitle")}</h2>
      <p>{t("packageIntro")}</p>
      <Form method="post" {...form.props}>
        <input type="hidden" name="intent" value="package" />
        {form.errors ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0]!)}
          </FormMessage>
        ) : null}
        <label>
          <span>{t("packageName")}</span>
          <Input key={fields.name.key} type="text" name="name" maxLength={80} defaultValue={fields.name.initialValue ?? ""} {...invalid("name")} />
        </label>
        {problem("name")}
        <fieldset {...invalid("service_ids")}>
          <legend>{t("packageServices")}</legend>
          {services.map((s) => (
            <label key={s.offering_id} className="tick">
              <input type="checkbox" name="service_ids" value={s.offering_id} defaultChecked={ticked.has(String(s.offering_id))} />
              <span>{s.name}</span>
            </label>
          ))}
        </fieldset>
        {problem("service_ids")}
        <label>
          <span>{t("priceLabel")}</span>
          <Input key={fields.price.key} type="number" inputMode="numeric" name="price" min={1} defaultValue={fields.price.initialValue ?? ""} {...invalid("price")} />
        </label>
        {problem("price")}
        <label>
          <span>{t("durationLabel")}</span>
          <Select key={fields.service_time.key} name="service_time" defaultValue={fields.service_time.initialValue} {...invalid("service_time")}>
            {SERVICE_DURATIONS.map((time) => (
              <option key={time} value={time}>
                {durationWords(time, tp, english)}
              </option>
            ))}
          </Select>
        </label>
        {problem("service_time")}
        <Button type="submit">{t("addPackageButton")}</Button>
      </Form>
    </Panel>
  );
}

const Panel = styled(Card)`
  label:not(.tick) {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  .tick {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input[type="checkbox"] {
    width: 20px;
    height: 20px;
    flex: none;
  }
  input[type="number"] {
    width: 8rem;
  }
`;

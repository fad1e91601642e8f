import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { Link, useFetcher } from "react-router";
import { styled } from "styled-components";
import type { phoneSchema } from "~/schemas/login";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { CODE_VALID_SECONDS, PHONE_INPUT_MAX_LENGTH, type LoginResult } from "./constants";
import { Aside, Check, Hidden } from "./shared";
import { useSaid, useT } from "~/i18n/use-t";

interface Props {
  from: LoginResult["from"];
  redirectTo: string;
  /** The action's answer to a plain (JavaScript-off) post, when it was this form's. */
  result?: LoginResult;
  defaultPhone?: string;
  registerHref: string;
  /** A code sent earlier (Edit Number, or back from the code step): its number, when, and the code step. */
  pending?: { phone: string; sentAt: number; now: number; codeHref: string } | null;
}

/** Phone entry: sends the login code. Posts to /Login; with JavaScript the answer comes back in place. */
export function PhoneForm({ from, redirectTo, result, defaultPhone, registerHref, pending }: Props) {
  const fetcher = useFetcher<LoginResult>({ key: `login-send-${from}` });
  const t = useT("login");
  const said = useSaid();
  const r = fetcher.data?.intent === "send" ? fetcher.data : result?.intent === "send" ? result : undefined;
  const [form, fields] = useFormReply<z.input<typeof phoneSchema>>({
    id: `${from}-login-phone-form`,
    lastResult: r?.result,
  });
  const { phone, receiveUpdates } = fields;
  const id = `${from}-login-phone`;
  const sending = fetcher.state !== "idle";
  return (
    <fetcher.Form {...form.props} method="post" action="/Login" aria-label={t("phoneFormLabel")}>
      <Hidden intent="send" from={from} redirectTo={redirectTo} />
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {said(form.errors[0])}
        </FormMessage>
      ) : null}
      <Field id={id} label={t("phoneNumber")} errors={phone.errors} hint={t("phoneHint")}>
        <PhoneRow>
          <span aria-hidden="true">+91</span>
          <Input
            {...described(id, phone.errors)}
            aria-describedby={phone.errors ? `${id}-error` : `${id}-hint`}
            key={phone.key}
            name={phone.name}
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            defaultValue={phone.initialValue ?? defaultPhone ?? pending?.phone ?? ""}
          />
        </PhoneRow>
      </Field>
      {pending && pending.now - pending.sentAt < CODE_VALID_SECONDS * 1000 ? (
        <Back>
          <Link to={pending.codeHref} preventScrollReset replace>
            {t("useSentCode", { phone: pending.phone })}
          </Link>
        </Back>
      ) : null}
      <Check>
        <input type="checkbox" key={receiveUpdates.key} name={receiveUpdates.name} defaultChecked={r?.result?.initialValue ? receiveUpdates.initialValue === "on" : true} />
        <span>{t("receiveUpdates")}</span>
      </Check>
      <Button type="submit" $block disabled={sending} aria-busy={sending || undefined}>
        {sending ? t("sendingOtp") : t("sendOtp")}
      </Button>
      <Aside>
        {t("noAccount")}{" "}
        <Link to={registerHref} preventScrollReset>
          {t("registerNow")}
        </Link>
      </Aside>
    </fetcher.Form>
  );
}

const PhoneRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > span {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Back = styled.p`
  margin: 0;
  a {
    display: inline-block;
    min-height: 44px;
    padding: 10px 0;
    font-weight: 600;
  }
`;

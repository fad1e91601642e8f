import { Link, useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { styled } from "styled-components";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { RECEIVE_UPDATES_LABEL, type LoginResult } from "./constants";
import { Aside, Check, Hidden, useFocusFirstError } from "./shared";

interface Props {
  from: LoginResult["from"];
  redirectTo: string;
  /** The action's answer to a plain (JavaScript-off) post, when it was this form's. */
  result?: LoginResult;
  defaultPhone?: string;
  registerHref: string;
}

/** Phone entry: sends the login code. Posts to /Login; with JavaScript the answer comes back in place. */
export function PhoneForm({ from, redirectTo, result, defaultPhone, registerHref }: Props) {
  const fetcher = useFetcher<LoginResult>({ key: `login-send-${from}` });
  const r = fetcher.data?.intent === "send" ? fetcher.data : result?.intent === "send" ? result : undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, r);
  const e = r?.errors ?? {};
  const v = r?.values;
  const id = `${from}-login-phone`;
  const sending = fetcher.state !== "idle";
  return (
    <fetcher.Form ref={form} method="post" action="/Login" noValidate aria-label="Login with your phone number">
      <Hidden intent="send" from={from} redirectTo={redirectTo} />
      {r?.message ? <FormMessage $kind="error" role="alert">{r.message}</FormMessage> : null}
      <Field id={id} label="Phone Number" errors={e.phone} hint="We will send a 4-digit code to this number by SMS.">
        <PhoneRow>
          <span aria-hidden="true">+91</span>
          <Input
            {...described(id, e.phone)}
            aria-describedby={e.phone ? `${id}-error` : `${id}-hint`}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={14}
            required
            defaultValue={v?.phone ?? defaultPhone ?? ""}
          />
        </PhoneRow>
      </Field>
      <Check>
        <input type="checkbox" name="receiveUpdates" defaultChecked={v ? v.receiveUpdates === "on" : true} />
        <span>{RECEIVE_UPDATES_LABEL}</span>
      </Check>
      <Button type="submit" $block disabled={sending} aria-busy={sending || undefined}>
        {sending ? "Sending OTP..." : "Send OTP"}
      </Button>
      <Aside>
        Don&apos;t have an account? <Link to={registerHref} preventScrollReset>Register Now</Link>
      </Aside>
    </fetcher.Form>
  );
}

const PhoneRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  > span { font-weight: 700; color: ${({ theme }) => theme.colors.muted}; }
`;

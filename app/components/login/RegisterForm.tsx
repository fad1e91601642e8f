import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { Link, useFetcher } from "react-router";
import { useEffect } from "react";
import type { registerSchema } from "~/schemas/login";
import { HoneypotField } from "~/components/ui/HoneypotField";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { digitsOnly, PHONE_INPUT_MAX_LENGTH, REGISTER_SWITCH_MS, type LoginResult } from "./constants";
import { PHONE_DECORATION, PHONE_PREFIX } from "../../../contract/phone";
import { Aside, Check, Hidden } from "./shared";
import { useSaid, useT } from "~/i18n/use-t";

interface Props {
  from: LoginResult["from"];
  redirectTo: string;
  result?: LoginResult;
  loginHref: string;
  /** With JavaScript: called 3 seconds after a successful registration, to show the login form. */
  onRegistered?: (phone: string) => void;
}

/** Name, email, phone and the updates box; posts to /Login (intent register). */
export function RegisterForm({ from, redirectTo, result, loginHref, onRegistered }: Props) {
  const fetcher = useFetcher<LoginResult>({ key: `login-register-${from}` });
  const t = useT("login");
  const said = useSaid();
  const r = fetcher.data?.intent === "register" ? fetcher.data : result?.intent === "register" ? result : undefined;
  const [form, fields] = useFormReply<z.input<typeof registerSchema>>({
    id: `${from}-register-form`,
    lastResult: r?.result,
  });
  const { name, email, phone, receiveUpdates } = fields;
  const ok = Boolean(r?.ok);
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.ok || data.intent !== "register" || !onRegistered) return;
    const timer = setTimeout(() => onRegistered(data.phone ?? ""), REGISTER_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [fetcher.data, onRegistered]);

  const id = (name: string) => `${from}-register-${name}`;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form {...form.props} method="post" action="/Login" aria-label={t("register")}>
      <Hidden intent="register" from={from} redirectTo={redirectTo} />
      <HoneypotField />
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {said(form.errors[0])}
        </FormMessage>
      ) : null}
      {ok ? (
        <FormMessage $kind="success" role="status">
          {r?.message ? said(r.message) : t("registered")}
        </FormMessage>
      ) : null}
      <Field id={id("name")} label={t("name")} errors={name.errors}>
        <Input {...described(id("name"), name.errors)} key={name.key} name={name.name} autoComplete="name" defaultValue={name.initialValue ?? ""} />
      </Field>
      <Field id={id("email")} label={t("email")} errors={email.errors}>
        <Input {...described(id("email"), email.errors)} key={email.key} name={email.name} type="email" autoComplete="email" defaultValue={email.initialValue ?? ""} />
      </Field>
      <Field id={id("phone")} label={t("phoneNumber")} errors={phone.errors}>
        <Input
          {...described(id("phone"), phone.errors)}
          key={phone.key}
          name={phone.name}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          defaultValue={phone.initialValue ?? ""}
          onInput={(ev) => {
            // A pasted +91 98765 43210 keeps its ten digits, not the country code's.
            const only = digitsOnly(ev.currentTarget.value.replace(PHONE_DECORATION, "").replace(PHONE_PREFIX, "")).slice(0, 10);
            if (only !== ev.currentTarget.value) ev.currentTarget.value = only;
          }}
        />
      </Field>
      <Check>
        <input type="checkbox" key={receiveUpdates.key} name={receiveUpdates.name} defaultChecked={r?.result?.initialValue ? receiveUpdates.initialValue === "on" : true} />
        <span>{t("receiveUpdates")}</span>
      </Check>
      <Button type="submit" $block $variant={ok ? "success" : "primary"} disabled={busy || ok} aria-busy={busy || undefined}>
        {ok ? t("registrationSuccessful") : busy ? t("registering") : t("register")}
      </Button>
      <Aside>
        {t("alreadyRegistered")}{" "}
        <Link to={loginHref} preventScrollReset>
          {t("login")}
        </Link>
      </Aside>
    </fetcher.Form>
  );
}

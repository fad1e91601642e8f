import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { digitsOnly, MESSAGES, RECEIVE_UPDATES_LABEL, REGISTER_SWITCH_MS, type LoginResult } from "./constants";
import { Aside, Check, Hidden, useFocusFirstError } from "./shared";

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
  const r = fetcher.data?.intent === "register" ? fetcher.data : result?.intent === "register" ? result : undefined;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, r);
  const ok = Boolean(r?.ok);
  useEffect(() => {
    const data = fetcher.data;
    if (!data?.ok || data.intent !== "register" || !onRegistered) return;
    const timer = setTimeout(() => onRegistered(data.phone ?? ""), REGISTER_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [fetcher.data, onRegistered]);

  const e = r && !r.ok ? r.errors ?? {} : {};
  const v = r && !r.ok ? r.values : undefined;
  const id = (name: string) => `${from}-register-${name}`;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form ref={form} method="post" action="/Login" noValidate aria-label="Register">
      <Hidden intent="register" from={from} redirectTo={redirectTo} />
      {r && !r.ok && r.message ? <FormMessage $kind="error" role="alert">{r.message}</FormMessage> : null}
      {ok ? <FormMessage $kind="success" role="status">{r?.message ?? MESSAGES.registered}</FormMessage> : null}
      <Field id={id("name")} label="Name" errors={e.name}>
        <Input {...described(id("name"), e.name)} name="name" autoComplete="name" minLength={3} required defaultValue={v?.name ?? ""} />
      </Field>
      <Field id={id("email")} label="Email" errors={e.email}>
        <Input {...described(id("email"), e.email)} name="email" type="email" autoComplete="email" required defaultValue={v?.email ?? ""} />
      </Field>
      <Field id={id("phone")} label="Phone Number" errors={e.phone}>
        <Input
          {...described(id("phone"), e.phone)}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          defaultValue={v?.phone ?? ""}
          onInput={(ev) => {
            const only = digitsOnly(ev.currentTarget.value);
            if (only !== ev.currentTarget.value) ev.currentTarget.value = only;
          }}
        />
      </Field>
      <Check>
        <input type="checkbox" name="receiveUpdates" defaultChecked={v ? v.receiveUpdates === "on" : true} />
        <span>{RECEIVE_UPDATES_LABEL}</span>
      </Check>
      <Button type="submit" $block $variant={ok ? "success" : "primary"} disabled={busy || ok} aria-busy={busy || undefined}>
        {ok ? "Registration Successful" : busy ? "Registering..." : "Register"}
      </Button>
      <Aside>
        Already registered? <Link to={loginHref} preventScrollReset>Login</Link>
      </Aside>
    </fetcher.Form>
  );
}

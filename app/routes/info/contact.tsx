import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { redirectWithToast } from "~/lib/toast.server";
import { contactSchema } from "~/schemas/contact";
import { InfoPage } from "~/components/info/InfoPage";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, TextArea, described } from "~/components/ui/Field";

export const meta: MetaFunction = () => [{ title: "Contact | Saaj" }];

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? ""), message: String(form.get("message") ?? "") };
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0])] ??= i.message;
    return data({ errors, values, message: null as string | null }, { status: 400 });
  }
  const sent = await api(context, request).post<{ message: string }>("/api/contact/", parsed.data, { failure: "Failed to send message. Please try again later." });
  if (!sent.ok) {
    const errors = Object.fromEntries(Object.entries(sent.fieldErrors).map(([k, v]) => [k, v[0] ?? ""]));
    return data({ errors, values, message: sent.status >= 500 || sent.status === 0 ? "Failed to send message. Please try again later." : sent.message }, { status: sent.status || 500 });
  }
  return redirectWithToast("/Contact", { kind: "success", message: sent.data.message });
}

export default function Contact() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  // Field errors clear as the person edits that field.
  const [cleared, setCleared] = useState<Record<string, boolean>>({});
  const [seen, setSeen] = useState(result);
  if (seen !== result) {
    setSeen(result);
    setCleared({});
  }
  const err = (k: string) => (cleared[k] ? undefined : result?.errors?.[k]);
  const clear = (k: string) => () => setCleared((c) => ({ ...c, [k]: true }));
  return (
    <InfoPage title="Contact" lead="We would love to hear from you. Write to us and we will reply within one working day.">
      <Layout>
        <Form method="post" noValidate aria-label="Contact form">
          {result?.message ? <FormMessage $kind="error" role="alert">{result.message}</FormMessage> : null}
          <Field id="contact-name" label="Name" errors={err("name")}>
            <Input {...described("contact-name", err("name"))} name="name" autoComplete="name" required minLength={2} defaultValue={result?.values.name} onChange={clear("name")} />
          </Field>
          <Field id="contact-email" label="Email" errors={err("email")}>
            <Input {...described("contact-email", err("email"))} name="email" type="email" autoComplete="email" required defaultValue={result?.values.email} onChange={clear("email")} />
          </Field>
          <Field id="contact-message" label="Message" errors={err("message")}>
            <TextArea {...described("contact-message", err("message"))} name="message" required minLength={5} defaultValue={result?.values.message} onChange={clear("message")} />
          </Field>
          <Button type="submit" disabled={navigation.state === "submitting"}>{navigation.state === "submitting" ? "Sending..." : "Send message"}</Button>
        </Form>
        <aside aria-label="Our offices">
          <h2>Head office</h2>
          <address>
            Saaj Beauty Services Pvt. Ltd.<br />2nd Floor, Kowdiar Towers, Kowdiar<br />Thiruvananthapuram, Kerala 695003
          </address>
          <h2>Write to the right team</h2>
          <ul>
            <li>Bookings and support: <a href="mailto:care@saaj.in">care@saaj.in</a></li>
            <li>Partnerships: <a href="mailto:partners@saaj.in">partners@saaj.in</a></li>
            <li>Press: <a href="mailto:press@saaj.in">press@saaj.in</a></li>
          </ul>
          <h2>Where we are</h2>
          <p>India (Thiruvananthapuram, Kochi, Bengaluru), UAE (Dubai) and USA (San Jose).</p>
        </aside>
      </Layout>
    </InfoPage>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.medium} { grid-template-columns: 3fr 2fr; }
  form { padding: ${({ theme }) => theme.space(6)}; background: #fff; border-radius: ${({ theme }) => theme.radius.lg}; box-shadow: ${({ theme }) => theme.shadow}; }
  aside h2 { margin-top: 0; }
  address { font-style: normal; }
`;

import { data, Form, useActionData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { useFormReply } from "~/lib/form-reply";
import { useResetAfterRedirect } from "~/lib/use-reset-after-redirect";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { redirectWithToast } from "~/lib/toast.server";
import { contactSchema } from "~/schemas/contact";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, TextArea, described } from "~/components/ui/Field";
import { readForm } from "~/lib/form.server";
import { isSpam } from "~/lib/honeypot.server";
import { HoneypotField } from "~/components/ui/HoneypotField";
import { MESSAGE_REPLIES } from "../../../contract/messages";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export const loader = ({ request }: LoaderFunctionArgs) => messagesFor(request, "info");

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "contactMeta");

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: contactSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // A bot that filled the hidden field gets the usual answer; nothing reaches the API.
  if (await isSpam(form)) return redirectWithToast("/Contact", { kind: "success", message: MESSAGE_REPLIES.contactSent });
  const sendFailed = serverT(request, "info", "contactSendFailed");
  const sent = await api(context, request).post("/api/contact/", { body: submission.value, failure: sendFailed });
  if (!sent.ok) {
    const message = sent.status >= 500 ? sendFailed : sent.message;
    return data({ result: submission.reply({ fieldErrors: sent.fieldErrors, formErrors: [message] }) }, { status: sent.status });
  }
  return redirectWithToast("/Contact", { kind: "success", message: sent.data.message });
}

export default function Contact() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useFormReply<z.input<typeof contactSchema>>({
    id: "contact",
    lastResult: actionData?.result,
  });
  const { name, email, message } = fields;
  const formRef = useResetAfterRedirect(actionData);
  const t = useT("info");
  const said = useSaid();
  return (
    <InfoPage title={t("contactTitle")} lead={t("contactLead")}>
      <Layout>
        <Form {...form.props} ref={formRef} method="post" aria-label={t("contactForm")}>
          {form.errors?.[0] ? (
            <FormMessage $kind="error" role="alert">
              {said(form.errors[0])}
            </FormMessage>
          ) : null}
          <HoneypotField />
          <Field id="contact-name" label={t("contactName")} errors={name.errors}>
            <Input {...described("contact-name", name.errors)} key={name.key} name={name.name} autoComplete="name" defaultValue={name.initialValue} />
          </Field>
          <Field id="contact-email" label={t("contactEmail")} errors={email.errors}>
            <Input {...described("contact-email", email.errors)} key={email.key} name={email.name} type="email" autoComplete="email" defaultValue={email.initialValue} />
          </Field>
          <Field id="contact-message" label={t("contactMessage")} errors={message.errors}>
            <TextArea {...described("contact-message", message.errors)} key={message.key} name={message.name} defaultValue={message.initialValue} />
          </Field>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("sending") : t("sendMessage")}
          </Button>
        </Form>
        <aside aria-label={t("offices")}>
          <h2>{t("headOffice")}</h2>
          <address>
            Saaj Beauty Services Pvt. Ltd.
            <br />
            2nd Floor, Kowdiar Towers, Kowdiar
            <br />
            Thiruvananthapuram, Kerala 695003
          </address>
          <h2>{t("rightTeamHeading")}</h2>
          <ul>
            <li>
              {t("teamBookings")} <a href="mailto:care@saaj.in">care@saaj.in</a>
            </li>
            <li>
              {t("teamPartnerships")} <a href="mailto:partners@saaj.in">partners@saaj.in</a>
            </li>
            <li>
              {t("teamPress")} <a href="mailto:press@saaj.in">press@saaj.in</a>
            </li>
          </ul>
          <h2>{t("whereHeading")}</h2>
          <p>{t("where")}</p>
        </aside>
      </Layout>
    </InfoPage>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 3fr 2fr;
  }
  form {
    padding: ${({ theme }) => theme.space(6)};
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  aside h2 {
    margin-top: 0;
  }
  address {
    font-style: normal;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

import { data, Form, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { useFormReply } from "~/lib/form-reply";
import { useResetAfterRedirect } from "~/lib/use-reset-after-redirect";
import { readForm } from "~/lib/form.server";
import { isSpam } from "~/lib/honeypot.server";
import { redirectWithToast } from "~/lib/toast.server";
import { accessibilitySchema } from "~/schemas/accessibility";
import { InfoPage, infoMeta } from "~/components/info/InfoPage";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, TextArea, described } from "~/components/ui/Field";
import { HoneypotField } from "~/components/ui/HoneypotField";
import { MESSAGE_REPLIES } from "../../../contract/messages";
import { messagesFor, serverT } from "~/i18n/i18n.server";
import { useSaid, useT } from "~/i18n/use-t";
import { NO_SCRIPTS } from "~/lib/page-scripts";

export const meta: MetaFunction<typeof loader> = ({ data }) => infoMeta(data, "info", "accessibilityMeta");

/** ?from=<the page they were on> fills in where it happened. */

/** The page works whole without script (app/lib/page-scripts.ts). */
export const handle = NO_SCRIPTS;

export function loader({ request }: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get("from") ?? "";
  return { from: from.startsWith("/") ? from.slice(0, 300) : "", ...messagesFor(request, "info") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: accessibilitySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (await isSpam(form)) return redirectWithToast("/Accessibility", { kind: "success", message: MESSAGE_REPLIES.accessibilityReported });
  const sendFailed = serverT(request, "info", "reportSendFailed");
  const sent = await api(context, request).post("/api/accessibility-report/", { body: submission.value, failure: sendFailed });
  if (!sent.ok) {
    const message = sent.status >= 500 ? sendFailed : sent.message;
    return data({ result: submission.reply({ fieldErrors: sent.fieldErrors, formErrors: [message] }) }, { status: sent.status });
  }
  return redirectWithToast("/Accessibility", { kind: "success", message: sent.data.message });
}

export default function Accessibility() {
  const { from } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useFormReply<z.input<typeof accessibilitySchema>>({ id: "accessibility", lastResult: actionData?.result, defaultValue: { page: from } });
  const { page, problem, assistive_tech: tool, reply_to: replyTo } = fields;
  const formRef = useResetAfterRedirect(actionData);
  const t = useT("info");
  const said = useSaid();
  return (
    <InfoPage title={t("accessibilityTitle")} lead={t("accessibilityLead")}>
      <h2>{t("targetHeading")}</h2>
      <p>{t("target")}</p>
      <h2>{t("checksHeading")}</h2>
      <ul>
        <li>{t("checkAutomated")}</li>
        <li>{t("checkHtml")}</li>
        <li>{t("checkKeyboard")}</li>
        <li>{t("checkWidths")}</li>
        <li>{t("checkScreenReaders")}</li>
      </ul>
      <h2>{t("knownHeading")}</h2>
      <ul>
        <li>{t("knownMap")}</li>
        <li>{t("knownInvoices")}</li>
        <li>{t("knownPhotos")}</li>
        <li>{t("knownLanguage")}</li>
      </ul>
      <h2>{t("reportHeading")}</h2>
      <p>{t("reportIntro")}</p>
      <ReportForm {...form.props} ref={formRef} method="post" aria-label={t("reportForm")}>
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {said(form.errors[0])}
          </FormMessage>
        ) : null}
        <HoneypotField />
        <Field id="a11y-problem" label={t("reportProblem")} errors={problem.errors}>
          <TextArea {...described("a11y-problem", problem.errors)} key={problem.key} name={problem.name} defaultValue={problem.initialValue} />
        </Field>
        <Field id="a11y-page" label={t("reportPage")} errors={page.errors}>
          <Input {...described("a11y-page", page.errors)} key={page.key} name={page.name} defaultValue={page.initialValue} />
        </Field>
        <Field id="a11y-tool" label={t("reportTool")} errors={tool.errors}>
          <Input {...described("a11y-tool", tool.errors)} key={tool.key} name={tool.name} defaultValue={tool.initialValue} />
        </Field>
        <Field id="a11y-reply" label={t("reportReplyTo")} errors={replyTo.errors}>
          <Input {...described("a11y-reply", replyTo.errors)} key={replyTo.key} name={replyTo.name} autoComplete="email" defaultValue={replyTo.initialValue} />
        </Field>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("sending") : t("sendReport")}
        </Button>
      </ReportForm>
      <p>
        {t("alsoWriteTo")} <a href="mailto:care@saaj.in">care@saaj.in</a> {t("alsoOrCall")} <a href="tel:+914712345678">+91 471 234 5678</a>
        {t("alsoEnd")}
      </p>
    </InfoPage>
  );
}

const ReportForm = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(4)} 0;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

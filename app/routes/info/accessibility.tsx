import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { useFormReply } from "~/lib/form-reply";
import { useResetAfterRedirect } from "~/lib/use-reset-after-redirect";
import { readForm } from "~/lib/form.server";
import { isSpam } from "~/lib/honeypot.server";
import { redirectWithToast } from "~/lib/toast.server";
import { accessibilitySchema } from "~/schemas/accessibility";
import { InfoPage } from "~/components/info/InfoPage";
import { Button } from "~/components/ui/Button";
import { Field, FormMessage, Input, TextArea, described } from "~/components/ui/Field";
import { HoneypotField } from "~/components/ui/HoneypotField";
import { MESSAGE_REPLIES } from "../../../contract/messages";

export const meta: MetaFunction = () => [{ title: "Accessibility | Saaj" }];

const SEND_FAILED = "We could not send your report. Please try again, or write to care@saaj.in.";

/** ?from=<the page they were on> fills in where it happened. */
export function loader({ request }: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get("from") ?? "";
  return { from: from.startsWith("/") ? from.slice(0, 300) : "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: accessibilitySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  if (isSpam(form)) return redirectWithToast("/Accessibility", { kind: "success", message: MESSAGE_REPLIES.accessibilityReported });
  const sent = await api(context, request).post<{ message: string }>("/api/accessibility-report/", submission.value, { failure: SEND_FAILED });
  if (!sent.ok) {
    const message = sent.status >= 500 ? SEND_FAILED : sent.message;
    return data({ result: submission.reply({ fieldErrors: sent.fieldErrors, formErrors: [message] }) }, { status: sent.status >= 400 && sent.status < 500 ? sent.status : 502 });
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
  return (
    <InfoPage title="Accessibility" lead="Saaj should work for everyone who wants to book a service: on a small phone, with a screen reader, with the keyboard alone, or with JavaScript switched off.">
      <h2>Our target</h2>
      <p>
        We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page: the search, provider pages, booking and payment, and your profile. Every form works without
        JavaScript, so a slow phone or a blocked script never stops a booking.
      </p>
      <h2>How we check</h2>
      <ul>
        <li>Automated checks (axe, WCAG 2.2 A and AA rules) run on every screen and popup at phone and desktop widths before each release, with JavaScript on and off.</li>
        <li>Every page&apos;s HTML is checked with the W3C Nu HTML checker, so headings, labels and landmarks are what assistive technology expects.</li>
        <li>
          Keyboard tests check that &lsquo;Skip to content&rsquo; is the first stop on every page, that a date and time can be chosen with the keyboard alone, and that focus stays inside an open popup
          and goes back to what opened it when it closes.
        </li>
        <li>Each screen is checked at 320, 375, 414 and 1280 pixels wide: nothing scrolls sideways and nothing overlaps.</li>
        <li>
          Screen readers: our tests check the names, roles and states that screen readers announce. We have not yet finished a full pass by hand with TalkBack, VoiceOver and NVDA; it is planned, and
          your reports tell us where to start.
        </li>
      </ul>
      <h2>What we know is not right yet</h2>
      <ul>
        <li>The map on a provider&apos;s page comes from OpenStreetMap and is hard to use without a mouse. The address is always written out beside it.</li>
        <li>Invoices are PDF files without tags, so a screen reader reads them as plain text. Everything on an invoice is also shown in My Bookings.</li>
        <li>Photos that providers upload are described by the service name only.</li>
        <li>The site is in English only for now.</li>
      </ul>
      <h2>Tell us about a problem</h2>
      <p>If something stops you or slows you down, please tell us. You do not need to give your name, and we reply within two working days when you leave a way to reach you.</p>
      <ReportForm {...form.props} ref={formRef} method="post" aria-label="Report an accessibility problem">
        {form.errors?.[0] ? (
          <FormMessage $kind="error" role="alert">
            {form.errors[0]}
          </FormMessage>
        ) : null}
        <HoneypotField />
        <Field id="a11y-problem" label="What went wrong?" errors={problem.errors}>
          <TextArea {...described("a11y-problem", problem.errors)} key={problem.key} name={problem.name} defaultValue={problem.initialValue} />
        </Field>
        <Field id="a11y-page" label="Which page or screen? (optional)" errors={page.errors}>
          <Input {...described("a11y-page", page.errors)} key={page.key} name={page.name} defaultValue={page.initialValue} />
        </Field>
        <Field id="a11y-tool" label="What were you using? For example TalkBack, a keyboard or zoom (optional)" errors={tool.errors}>
          <Input {...described("a11y-tool", tool.errors)} key={tool.key} name={tool.name} defaultValue={tool.initialValue} />
        </Field>
        <Field id="a11y-reply" label="Email or mobile number for our reply (optional)" errors={replyTo.errors}>
          <Input {...described("a11y-reply", replyTo.errors)} key={replyTo.key} name={replyTo.name} autoComplete="email" defaultValue={replyTo.initialValue} />
        </Field>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Sending..." : "Send report"}
        </Button>
      </ReportForm>
      <p>
        You can also write to <a href="mailto:care@saaj.in">care@saaj.in</a> or call <a href="tel:+914712345678">+91 471 234 5678</a>.
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

import { useFormReply } from "~/lib/form-reply";
import { useNavigation } from "react-router";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, described } from "../ui/Field";
import { DemoSms } from "../login/DemoSms";
import { LOGIN_CODE_LENGTH as CODE_LENGTH } from "../../../contract/phone";
import { ResendCountdown } from "../ui/ResendCountdown";
import { useSaid, useT } from "~/i18n/use-t";
import { Actions, Card, type Result } from "./profile-card";

/**
 * The step after a new number: the code sent to it. Plain form posts (no JavaScript needed); the
 * pending number lives in the session and the step in the URL (?step=phone-code).
 */
export function PhoneCodeForm({ phone, resendIn, demoSms, result }: { phone: string; resendIn: number; demoSms?: string | null; result?: Result }) {
  const t = useT("profile");
  const said = useSaid();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useFormReply<{ otp?: string }>({
    id: "phone-code-form",
    lastResult: result?.result,
  });
  const { otp } = fields;
  const message = result?.message ?? form.errors?.[0];
  return (
    <Card {...form.props} method="post" aria-labelledby="phone-code-title">
      <h3 id="phone-code-title">{t("phoneCodeTitle")}</h3>
      <p>{t("phoneCodeSent", { phone })}</p>
      <DemoSms text={demoSms} />
      {message ? (
        <FormMessage $kind="error" role="alert">
          {said(message)}
        </FormMessage>
      ) : null}
      <Field id="phone-code" label={t("code")} errors={otp.errors}>
        <Input {...described("phone-code", otp.errors)} key={otp.key} name={otp.name} inputMode="numeric" autoComplete="one-time-code" minLength={CODE_LENGTH} maxLength={CODE_LENGTH} />
      </Field>
      <Actions>
        <Button type="submit" name="intent" value="verify-phone" disabled={busy}>
          {t("confirmNumber")}
        </Button>
        <ResendCountdown seconds={resendIn}>
          <Button type="submit" name="intent" value="resend-phone-code" $variant="secondary" formNoValidate disabled={busy}>
            {t("resendCode")}
          </Button>
        </ResendCountdown>
        <Button type="submit" name="intent" value="cancel-phone-change" $variant="ghost" formNoValidate disabled={busy}>
          {t("keepOldNumber")}
        </Button>
      </Actions>
    </Card>
  );
}

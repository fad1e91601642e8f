import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import { Form, useNavigation } from "react-router";
import { styled } from "styled-components";
import type { z } from "zod";
import type { profileSchema } from "~/schemas/profile";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, Select, TextArea, described } from "../ui/Field";
import { DemoSms } from "../login/DemoSms";
import { LOGIN_CODE_LENGTH as CODE_LENGTH } from "../../../contract/phone";
import { ResendCountdown } from "../ui/ResendCountdown";
import { latestAdultBirthDate } from "~/lib/dates";
import { useSaid, useT } from "~/i18n/use-t";

export interface Profile {
  user_id: number;
  name: string;
  email: string | null;
  phone: string;
  dob: string; // YYYY-MM-DD for the date input
  gender: string | null;
  location: string | null;
  address: string | null;
}

interface Result {
  /** Conform's reply to the posted form. */
  result?: SubmissionResult<string[]>;
  /** A failed resend: no form's fault. */
  message?: string;
}

export function ProfileForm({ profile, result }: { profile: Profile; result?: Result }) {
  const t = useT("profile");
  const said = useSaid();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-profile";
  const [form, fields] = useFormReply<z.input<typeof profileSchema>>({
    id: "profile",
    lastResult: result?.result,
    defaultValue: {
      name: profile.name ?? "",
      phone: profile.phone ?? "",
      email: profile.email ?? "",
      location: profile.location ?? "",
      dob: profile.dob ?? "",
      gender: profile.gender ?? "",
      address: profile.address ?? "",
    },
  });
  const { name, phone, email, location, dob, gender, address } = fields;
  const maxDob = latestAdultBirthDate();
  return (
    <Card {...form.props} method="post" aria-label={t("myProfile")}>
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {said(form.errors[0])}
        </FormMessage>
      ) : null}
      <Grid>
        <Field id="profile-name" label={t("name")} errors={name.errors}>
          <Input {...described("profile-name", name.errors)} key={name.key} name={name.name} autoComplete="name" defaultValue={name.initialValue} />
        </Field>
        <Field id="profile-phone" label={t("mobile")} errors={phone.errors}>
          <Input {...described("profile-phone", phone.errors)} key={phone.key} name={phone.name} inputMode="numeric" autoComplete="tel-national" maxLength={10} defaultValue={phone.initialValue} />
        </Field>
        <Field id="profile-email" label={t("email")} errors={email.errors}>
          <Input {...described("profile-email", email.errors)} key={email.key} name={email.name} type="email" autoComplete="email" defaultValue={email.initialValue} />
        </Field>
        <Field id="profile-location" label={t("location")} errors={location.errors}>
          <Input {...described("profile-location", location.errors)} key={location.key} name={location.name} autoComplete="address-level2" defaultValue={location.initialValue} />
        </Field>
        <Field id="profile-dob" label={t("dob")} errors={dob.errors}>
          <Input {...described("profile-dob", dob.errors)} key={dob.key} name={dob.name} type="date" max={maxDob} defaultValue={dob.initialValue} />
        </Field>
        <Field id="profile-gender" label={t("gender")} errors={gender.errors}>
          <Select {...described("profile-gender", gender.errors)} key={gender.key} name={gender.name} defaultValue={gender.initialValue ?? ""}>
            <option value="">{t("selectGender")}</option>
            <option value="Male">{t("male")}</option>
            <option value="Female">{t("female")}</option>
          </Select>
        </Field>
      </Grid>
      <Field id="profile-address" label={t("address")} errors={address.errors}>
        <TextArea {...described("profile-address", address.errors)} key={address.key} name={address.name} autoComplete="street-address" defaultValue={address.initialValue} />
      </Field>
      <Button type="submit" name="intent" value="save-profile" disabled={saving}>
        {saving ? t("saving") : t("save")}
      </Button>
    </Card>
  );
}

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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Card = styled(Form)`
  max-width: 760px;
  padding: ${({ theme }) => theme.space(6)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

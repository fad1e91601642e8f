import { useFormReply } from "~/lib/form-reply";
import { useNavigation } from "react-router";
import { styled } from "styled-components";
import type { z } from "zod";
import type { profileSchema } from "~/schemas/profile";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, Select, TextArea, described } from "../ui/Field";
import { latestAdultBirthDate } from "~/lib/dates";
import { Card, type Result } from "./profile-card";
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

const Grid = styled.div`
  display: grid;
  column-gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: 1fr 1fr;
  }
`;

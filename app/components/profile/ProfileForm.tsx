import { Form, useNavigation } from "@remix-run/react";
import { styled } from "styled-components";
import { Button } from "../ui/Button";
import { Field, FormMessage, Input, Select, TextArea, described } from "../ui/Field";

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
  errors?: Record<string, string[] | undefined>;
  message?: string | null;
  values?: Record<string, string>;
}

export function ProfileForm({ profile, result }: { profile: Profile; result?: Result }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save-profile";
  const e = result?.errors ?? {};
  const v = result?.values ?? {
    name: profile.name ?? "",
    phone: profile.phone ?? "",
    email: profile.email ?? "",
    location: profile.location ?? "",
    dob: profile.dob ?? "",
    gender: profile.gender ?? "",
    address: profile.address ?? "",
  };
  const maxDob = new Date(Date.now() - 18 * 365.25 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return (
    <Card method="post" noValidate aria-label="My Profile">
      {result?.message ? <FormMessage $kind="error" role="alert">{result.message}</FormMessage> : null}
      <Grid>
        <Field id="profile-name" label="Name*" errors={e.name}>
          <Input {...described("profile-name", e.name)} name="name" autoComplete="name" required defaultValue={v.name} />
        </Field>
        <Field id="profile-phone" label="Mobile Number*" errors={e.phone}>
          <Input {...described("profile-phone", e.phone)} name="phone" inputMode="numeric" autoComplete="tel-national" maxLength={10} required defaultValue={v.phone} />
        </Field>
        <Field id="profile-email" label="Email*" errors={e.email}>
          <Input {...described("profile-email", e.email)} name="email" type="email" autoComplete="email" required defaultValue={v.email} />
        </Field>
        <Field id="profile-location" label="Location" errors={e.location}>
          <Input {...described("profile-location", e.location)} name="location" autoComplete="address-level2" defaultValue={v.location} />
        </Field>
        <Field id="profile-dob" label="Date Of Birth" errors={e.dob}>
          <Input {...described("profile-dob", e.dob)} name="dob" type="date" max={maxDob} defaultValue={v.dob} />
        </Field>
        <Field id="profile-gender" label="Gender" errors={e.gender}>
          <Select {...described("profile-gender", e.gender)} name="gender" defaultValue={v.gender ?? ""}>
            <option value="">Select Gender</option>
            <option value="Male">Male</option>
            <option value="Female">Female</option>
          </Select>
        </Field>
      </Grid>
      <Field id="profile-address" label="Address" errors={e.address}>
        <TextArea {...described("profile-address", e.address)} name="address" autoComplete="street-address" defaultValue={v.address} />
      </Field>
      <Button type="submit" name="intent" value="save-profile" disabled={saving}>{saving ? "Saving..." : "Save"}</Button>
    </Card>
  );
}

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
  ${({ theme }) => theme.media.medium} { grid-template-columns: 1fr 1fr; }
`;

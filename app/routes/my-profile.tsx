import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { styled } from "styled-components";
import { api } from "~/lib/api.server";
import { commitSession, requireUser, updateSelection } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { isDocumentRequest } from "~/lib/http.server";
import { withoutParam } from "~/lib/format";
import { cancelSchema, fromApiDate, profileSchema, reviewSchema, toApiDate } from "~/schemas/profile";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { BookingsTable, type Booking } from "~/components/profile/BookingsTable";
import { CancelDialog } from "~/components/profile/CancelDialog";
import { ReviewDialog } from "~/components/profile/ReviewDialog";
import { ProfileForm, type Profile } from "~/components/profile/ProfileForm";

export const meta: MetaFunction = () => [{ title: "My Profile | Saaj" }];

type FieldErrors = Record<string, string[] | undefined>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, userId } = await requireUser(request, "/");
  const url = new URL(request.url);
  const client = api(context, request, token);
  const [bookings, profile] = await Promise.all([
    client.get<{ data: Booking[] }>("/api/user-bookings/", { failure: "Failed to fetch bookings", query: { user_id: userId } }),
    client.get<Profile & { dob: string | null }>("/api/my-profile/", { failure: "Failed to load profile", query: { user_id: userId } }),
  ]);
  const list = bookings.ok ? bookings.data.data : [];
  const cancelId = Number(url.searchParams.get("cancel")) || null;
  const reviewId = Number(url.searchParams.get("review")) || null;
  return {
    tab: url.searchParams.get("tab") === "profile" ? ("profile" as const) : ("bookings" as const),
    bookings: list,
    bookingsError: bookings.ok ? null : bookings.message,
    profile: profile.ok ? { ...profile.data, dob: fromApiDate(profile.data.dob) } : null,
    profileError: profile.ok ? null : profile.message,
    cancelling: list.find((b) => b.appointment_id === cancelId && ["Schedule", "Inprogress"].includes(b.status_name)) ?? null,
    reviewing: list.find((b) => b.appointment_id === reviewId && b.status_name === "Completed") ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, userId, session } = await requireUser(request, "/");
  const form = await request.formData();
  const intent = String(form.get("intent"));
  const client = api(context, request, token);
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const bookingsPage = "/MyProfile";

  if (intent === "cancel") {
    const parsed = cancelSchema.safeParse(values);
    if (!parsed.success) return data({ intent, errors: { reason: ["Reason is required"] } as FieldErrors, message: null, values }, { status: 400 });
    const result = await client.post<{ message: string }>(
      "/api/cancel-booking/",
      { user_id: userId, appointment_id: parsed.data.appointmentId, reason: parsed.data.reason },
      { failure: "Failed to cancel the booking. Please try again." },
    );
    if (!result.ok) return data({ intent, errors: {} as FieldErrors, message: result.message, values }, { status: result.status || 500 });
    return redirectWithToast(bookingsPage, { kind: "success", message: result.data.message });
  }

  if (intent === "review") {
    const parsed = reviewSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= [i.message];
      return data({ intent, errors, message: errors.providerId?.[0] ?? null, values }, { status: 400 });
    }
    const { providerId, rating, comment, appointmentId } = parsed.data;
    const result = await client.post(
      "/api/reviews/",
      { rating, comment, provider: providerId, user: userId, appointment_id: appointmentId },
      { failure: "Error submitting the review. Please try again." },
    );
    if (!result.ok) return data({ intent, errors: result.fieldErrors as FieldErrors, message: result.message, values }, { status: result.status || 500 });
    if (isDocumentRequest(request)) return redirectWithToast(bookingsPage, { kind: "success", message: "Review Submitted Successfully" });
    return { intent, ok: true as const };
  }

  if (intent === "reschedule") {
    const id = Number(values.appointmentId);
    const details = await client.get<{ provider_id: number; branch_id: number; service_type_id: number; services: { service_id: number; quantity?: number }[] }>(
      `/api/appointment_details/${id}/`,
      { failure: "Failed to fetch appointment details" },
    );
    if (!details.ok) return redirectWithToast(bookingsPage, { kind: "error", message: details.message });
    const d = details.data;
    // The spec: store the provider and branch, empty the cart, add each service, go to the provider.
    const lines = Object.fromEntries(d.services.map((s) => [String(s.service_id), s.quantity ?? 1]));
    if (Object.keys(lines).length === 0) return redirectWithToast(bookingsPage, { kind: "error", message: "These services are no longer offered. Please choose new ones." });
    session.set("cart", { providerId: d.provider_id, branchId: d.branch_id, serviceTypeId: d.service_type_id, lines });
    updateSelection(session, { providerId: d.provider_id, branchId: d.branch_id });
    return redirect(`/Overview?provider_id=${d.provider_id}&branch_id=${d.branch_id}`, { headers: { "Set-Cookie": await commitSession(session) } });
  }

  if (intent === "save-profile") {
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const i of parsed.error.issues) errors[String(i.path[0])] ??= [i.message];
      return data({ intent, errors, message: null, values }, { status: 400 });
    }
    const p = parsed.data;
    const result = await client.put<{ message: string }>(
      "/api/my-profile/",
      { user_id: userId, name: p.name, email: p.email, phone: p.phone, dob: toApiDate(p.dob), gender: p.gender || null, location: p.location, address: p.address },
      { failure: "Failed to update profile" },
    );
    if (!result.ok) return data({ intent, errors: result.fieldErrors as FieldErrors, message: result.message, values }, { status: result.status || 500 });
    if (p.phone !== session.get("phone")) session.set("phone", p.phone);
    return redirectWithToast("/MyProfile?tab=profile", { kind: "success", message: "Profile updated successfully!" }, {
      headers: { "Set-Cookie": await commitSession(session) },
    });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function MyProfile() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    | { intent: string; errors?: FieldErrors; message?: string | null; values?: Record<string, string>; ok?: boolean }
    | undefined;
  const location = useLocation();
  const here = location.pathname + location.search;
  const name = d.profile?.name?.trim();
  return (
    <>
      <PageBanner title="My Profile" />
      <Section>
        <Container>
          <Greeting>Hello, {name || `User ${d.profile?.phone ?? ""}`}</Greeting>
          <Tabs aria-label="My Profile sections">
            <Tab to="/MyProfile" aria-current={d.tab === "bookings" ? "page" : undefined}>My Bookings</Tab>
            <Tab to="/MyProfile?tab=profile" aria-current={d.tab === "profile" ? "page" : undefined}>My Profile</Tab>
          </Tabs>
          {d.tab === "bookings" ? (
            <BookingsTable bookings={d.bookings} error={d.bookingsError} here={here} />
          ) : d.profile ? (
            <ProfileForm profile={d.profile} result={actionData?.intent === "save-profile" ? actionData : undefined} />
          ) : (
            <p role="alert">{d.profileError}</p>
          )}
        </Container>
      </Section>
      {d.cancelling ? (
        <CancelDialog booking={d.cancelling} closeTo={withoutParam(here, "cancel")} result={actionData?.intent === "cancel" ? actionData : undefined} />
      ) : null}
      {d.reviewing ? (
        <ReviewDialog booking={d.reviewing} closeTo={withoutParam(here, "review")} result={actionData?.intent === "review" ? actionData : undefined} />
      ) : null}
    </>
  );
}

const Greeting = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
`;

const Tab = styled(Link)`
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  text-decoration: none;
  font-weight: 700;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  &[aria-current="page"] { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`;

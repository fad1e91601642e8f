import { z } from "@hono/zod-openapi";
import { id, text } from "./fields";
import { LoginBody, VerifyOtpBody } from "./auth";
import { DECLINE_REASONS, MAX_SERVICE_PRICE, MEMBER_ROLES, SERVICE_DURATIONS } from "../partner";

/** What the console's login answers whether or not the number is on a team: who is on one is not told. */
export const PARTNER_MESSAGES = {
  codeSent: "If this number is on a provider's team, a code is on its way to it.",
  loggedIn: "Logged in to the provider console.",
  loggedOut: "Logged out of the provider console.",
  accepted: "Request accepted. The customer has been sent the code.",
  declined: "Request declined. The customer has been told why.",
  invited: "Added to your team. They can now log in with their number.",
  ownerAdded: "Added as an owner. They can now log in to the provider console with their number.",
  removed: "Removed from your team.",
  replied: "Your reply is published under the review.",
  declineReason: "Please choose why you cannot take this request.",
  nameRequired: "Please enter their name.",
  branchesRequired: "Please choose at least one branch for a staff member.",
} as const;

export const PartnerLoginBody = LoginBody.pick({ phone: true }).openapi("PartnerLoginRequest");
export const PartnerVerifyBody = VerifyOtpBody.pick({ phone: true, otp: true }).openapi("PartnerVerifyRequest");

const Role = z.enum(MEMBER_ROLES);

export const Branch = z.object({ branch_id: z.number().int(), branch_name: z.string(), city: z.string() }).openapi("PartnerBranch");

export const Member = z
  .object({
    member_id: z.number().int(),
    name: z.string(),
    phone: z.string().openapi({ description: "Masked but for the last 4 digits, except on the owner's team list." }),
    role: Role,
    branch_ids: z.array(z.number().int()).openapi({ description: "Staff: the branches they act for. An owner acts for all." }),
  })
  .openapi("PartnerMember");

export const PartnerVerifyResponse = z
  .object({
    status: z.literal("success"),
    message: z.string(),
    token: z.string().openapi({ description: "Bearer token for the console's calls (/partner-api)." }),
    member: Member,
  })
  .openapi("PartnerVerifyResponse");

export const PartnerMeResponse = z
  .object({
    status: z.literal("success"),
    member: Member,
    provider: z.object({ provider_id: z.number().int(), provider_name: z.string() }),
    branches: z.array(Branch).openapi({ description: "The branches this member acts for." }),
  })
  .openapi("PartnerMeResponse");

const Stylist = z.object({ stylist_id: z.number().int(), name: z.string() });

export const PartnerRequest = z
  .object({
    appointment_id: z.number().int(),
    branch_id: z.number().int(),
    branch_name: z.string(),
    appointment_date: z.string(),
    appointment_time: z.string(),
    customer_name: z.string().openapi({ description: "First name only." }),
    services: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    amount: z.number(),
    has_reference_image: z.boolean(),
    seconds_left: z.number().int().openapi({ description: "Seconds left of the request's window to be accepted (the customer waits)." }),
    free_stylists: z.array(Stylist).openapi({ description: "Stylists of the branch with no booking at that time." }),
  })
  .openapi("PartnerRequest");

export const PartnerRequestsResponse = z.object({ status: z.literal("success"), data: z.array(PartnerRequest), window_seconds: z.number().int() }).openapi("PartnerRequestsResponse");

export const RequestParams = z.object({ appointment_id: id("Invalid appointment ID.").openapi({ param: { name: "appointment_id", in: "path" } }) });

export const AcceptRequestBody = z.object({ stylist_id: id("Invalid stylist ID.").optional() }).openapi("PartnerAcceptRequest");
export const AcceptRequestResponse = z.object({ status: z.literal("success"), message: z.string(), otp: z.string() }).openapi("PartnerAcceptResponse");

export const DeclineRequestBody = z.object({ reason: z.enum(DECLINE_REASONS, { message: PARTNER_MESSAGES.declineReason }) }).openapi("PartnerDeclineRequest");

export const Done = z.object({ status: z.literal("success"), message: z.string() }).openapi("PartnerDone");

export const MembersResponse = z.object({ status: z.literal("success"), data: z.array(Member) }).openapi("PartnerMembersResponse");

export const InviteBody = z
  .object({
    phone: LoginBody.shape.phone,
    name: text({ message: PARTNER_MESSAGES.nameRequired }).trim().min(1, PARTNER_MESSAGES.nameRequired).max(80),
    branch_ids: z.array(id("Invalid branch ID.")).max(100).default([]),
  })
  .openapi("PartnerInviteRequest");

export const OwnerBody = InviteBody.pick({ phone: true, name: true }).openapi("ProviderOwnerRequest");

export const MemberParams = z.object({ member_id: id("Invalid member ID.").openapi({ param: { name: "member_id", in: "path" } }) });

export const StandingResponse = z
  .object({
    status: z.literal("success"),
    data: z.object({
      window_days: z.number().int(),
      accepted: z.number().int(),
      timed_out: z.number().int().openapi({ description: "Requests left to run out of time: these count against the acceptance rate." }),
      declined: z.number().int().openapi({ description: "Requests declined with a reason: never held against the provider." }),
      acceptance_rate: z.number().nullable().openapi({ description: "Accepted out of accepted + timed out, in per cent; null with none." }),
      cancelled_after_accepting: z.number().int(),
      no_shows_reported: z.number().int(),
      completed: z.number().int(),
      rating: z.number().nullable(),
      reviews: z.number().int(),
    }),
  })
  .openapi("PartnerStanding");

export const LedgerQuery = z.object({
  month: z
    .string({ message: "month must be YYYY-MM." })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "month must be YYYY-MM.")
    .refine((m) => Number(m.slice(0, 4)) >= 2000 && Number(m.slice(0, 4)) <= 2100, "month must be YYYY-MM."),
});

export const LedgerResponse = z
  .object({
    status: z.literal("success"),
    month: z.string(),
    data: z.array(
      z.object({
        appointment_id: z.number().int(),
        appointment_date: z.string(),
        appointment_time: z.string(),
        branch_name: z.string(),
        state: z.string(),
        amount: z.number(),
        paid_by: z.enum(["upi", "venue"]).nullable(),
        paid: z.number(),
        refunded: z.number(),
        cancellation_fee: z.number(),
        invoice_number: z.string().nullable(),
      }),
    ),
    totals: z.object({
      bookings: z.number().int(),
      paid_upi: z.number(),
      paid_venue: z.number(),
      refunded: z.number(),
      invoices: z.number().int(),
      payout_pending: z.number().openapi({ description: "UPI money Saaj took for these bookings, less refunds: paid on to the provider." }),
    }),
  })
  .openapi("PartnerLedger");

export const REVIEW_REPLY_MAX = 1000;
export const ReviewParams = z.object({ review_id: id("Invalid review ID.").openapi({ param: { name: "review_id", in: "path" } }) });
export const ReplyBody = z
  .object({
    reply: text({ message: "Please write your reply." }).trim().min(1, "Please write your reply.").max(REVIEW_REPLY_MAX, `Please keep your reply to ${REVIEW_REPLY_MAX} characters.`),
  })
  .openapi("PartnerReplyRequest");

export const CATALOGUE_MESSAGES = {
  price: `Prices are whole rupees from 1 to ${MAX_SERVICE_PRICE}.`,
  duration: "Please choose how long it takes.",
  serviceName: "Please enter the service's name.",
  stylistName: "Please enter the stylist's name.",
  role: "Please enter what they do, for example Hair stylist.",
  years: "Years of experience are a whole number from 0 to 60.",
  saved: "Saved. Customers see it now.",
  added: "Added. Customers see it now.",
} as const;

const price = z.number({ message: CATALOGUE_MESSAGES.price }).int(CATALOGUE_MESSAGES.price).min(1, CATALOGUE_MESSAGES.price).max(MAX_SERVICE_PRICE, CATALOGUE_MESSAGES.price);
const duration = z.enum(SERVICE_DURATIONS, { message: CATALOGUE_MESSAGES.duration });

export const Offering = z
  .object({
    offering_id: z.number().int(),
    kind: z.enum(["service", "package"]),
    name: z.string(),
    description: z.string(),
    price: z.number().int(),
    service_time: z.string(),
    active: z.boolean(),
  })
  .openapi("PartnerOffering");
export const StaffStylist = z
  .object({
    stylist_id: z.number().int(),
    branch_id: z.number().int(),
    name: z.string(),
    role: z.string(),
    years_of_experience: z.number().int(),
    retired: z.boolean().openapi({ description: "Retired (decision 0046): not offered for requests nor shown to customers; it can be brought back." }),
  })
  .openapi("PartnerStylist");
export const ServiceKind = z
  .object({ service_id: z.number().int(), name: z.string(), category_id: z.number().int(), category_name: z.string() })
  .openapi("PartnerServiceKind", { description: "A kind of service in Saaj's catalogue, in the caller's language: what a provider's own service is one of, so searches find it" });
export const CatalogueResponse = z.object({ status: z.literal("success"), offerings: z.array(Offering), stylists: z.array(StaffStylist), kinds: z.array(ServiceKind) }).openapi("PartnerCatalogue");

export const OfferingParams = z.object({ offering_id: id("Invalid service ID.").openapi({ param: { name: "offering_id", in: "path" } }) });
export const OfferingChangeBody = z.object({ price: price.optional(), service_time: duration.optional(), active: z.boolean().optional() }).strict().openapi("PartnerOfferingChange");
export const NewServiceBody = z
  .object({
    service_id: id("Please choose what kind of service it is from the list.").openapi({ description: "The catalogue's kind of service it is (GET /partner-api/catalogue/ kinds)" }),
    name: text({ message: CATALOGUE_MESSAGES.serviceName }).trim().min(2, CATALOGUE_MESSAGES.serviceName).max(80, CATALOGUE_MESSAGES.serviceName),
    description: text().trim().max(300).default(""),
    price,
    service_time: duration,
  })
  .strict()
  .openapi("PartnerNewService");
export const NewStylistBody = z
  .object({
    branch_id: id("Invalid branch ID."),
    name: text({ message: CATALOGUE_MESSAGES.stylistName }).trim().min(2, CATALOGUE_MESSAGES.stylistName).max(80, CATALOGUE_MESSAGES.stylistName),
    role: text({ message: CATALOGUE_MESSAGES.role }).trim().min(2, CATALOGUE_MESSAGES.role).max(60, CATALOGUE_MESSAGES.role),
    years_of_experience: z.number({ message: CATALOGUE_MESSAGES.years }).int(CATALOGUE_MESSAGES.years).min(0, CATALOGUE_MESSAGES.years).max(60, CATALOGUE_MESSAGES.years),
  })
  .strict()
  .openapi("PartnerNewStylist");

import { createRoute, z } from "@hono/zod-openapi";
import {
  AcceptRequestBody,
  CatalogueResponse,
  NewServiceBody,
  NewStylistBody,
  OfferingChangeBody,
  OfferingParams,
  AcceptRequestResponse,
  DeclineRequestBody,
  Done,
  InviteBody,
  LedgerQuery,
  LedgerResponse,
  MemberParams,
  MembersResponse,
  PartnerLoginBody,
  PartnerMeResponse,
  PartnerRequestsResponse,
  PartnerVerifyBody,
  PartnerVerifyResponse,
  ReplyBody,
  RequestParams,
  ReviewParams,
  StandingResponse,
} from "../schemas/partner";
import { LoginResponse, ResendErrorBody } from "../schemas/auth";
import { Review, SubRatingAverage } from "../schemas/providers";
import { AvailabilityChangeBody, AvailabilityResponse, AvailabilitySaved, BranchParams } from "../schemas/availability";
import { jsonBody, jsonResponse as json, errorResponse as error } from "./openapi";

/** The provider console's calls (issue 28): a provider's people, logged in by phone code. */
const tags = ["Provider console"];
const security = [{ MemberBearer: [] }];
const ProviderReviewsResponse = z.object({ status: z.literal("success"), data: z.array(Review), sub_ratings: z.array(SubRatingAverage) }).openapi("PartnerReviewsResponse");
const refusals = { 401: error("Not logged in to the console"), 403: error("Not this member's provider, branch or role") };

export const partnerLogin = createRoute({
  method: "post",
  path: "/partner-api/login/",
  tags,
  security: [],
  summary: "Send a login code to a team member's phone (the same answer for any number)",
  request: { body: jsonBody(PartnerLoginBody) },
  responses: { 200: json(LoginResponse, "Sent, if the number is on a team"), 400: error("Invalid phone number"), 429: json(ResendErrorBody, "Too soon, too many, or the phone is locked") },
});

export const partnerVerify = createRoute({
  method: "post",
  path: "/partner-api/login/verify-otp/",
  tags,
  security: [],
  summary: "Exchange the code for a console token",
  request: { body: jsonBody(PartnerVerifyBody) },
  responses: { 200: json(PartnerVerifyResponse, "Logged in"), 400: error("Missing, wrong or expired code"), 429: json(ResendErrorBody, "Too many tries") },
});

export const partnerLogout = createRoute({
  method: "post",
  path: "/partner-api/logout/",
  tags,
  security,
  summary: "Revoke the console token",
  responses: { 200: json(Done, "Logged out"), 401: error("Not logged in to the console") },
});

export const partnerMe = createRoute({
  method: "get",
  path: "/partner-api/me/",
  tags,
  security,
  summary: "Who is logged in, their provider and the branches they act for",
  responses: { 200: json(PartnerMeResponse, "The member"), ...refusals },
});

export const partnerRequests = createRoute({
  method: "get",
  path: "/partner-api/requests/",
  tags,
  security,
  summary: "Requests waiting for acceptance at the member's branches, with the seconds left of each",
  responses: { 200: json(PartnerRequestsResponse, "Waiting requests, oldest first"), ...refusals },
});

export const acceptRequest = createRoute({
  method: "post",
  path: "/partner-api/requests/{appointment_id}/accept/",
  tags,
  security,
  summary: "Accept a waiting request (optionally naming the stylist): the customer is sent the 4-digit code",
  request: { params: RequestParams, body: jsonBody(AcceptRequestBody) },
  responses: {
    200: json(AcceptRequestResponse, "Accepted"),
    400: error("That stylist is not free (stylist_unavailable) or has retired (stylist_retired)"),
    404: error("No such request"),
    409: error("No longer waiting (accepted, declined or out of time)"),
    ...refusals,
  },
});

export const declineRequest = createRoute({
  method: "post",
  path: "/partner-api/requests/{appointment_id}/decline/",
  tags,
  security,
  summary: "Decline a waiting request with a reason the customer reads; it does not count against the provider",
  request: { params: RequestParams, body: jsonBody(DeclineRequestBody) },
  responses: { 200: json(Done, "Declined"), 400: error("No reason"), 404: error("No such request"), 409: error("No longer waiting"), ...refusals },
});

export const members = createRoute({
  method: "get",
  path: "/partner-api/members/",
  tags,
  security,
  summary: "The provider's team (owner only)",
  responses: { 200: json(MembersResponse, "The team"), ...refusals },
});

export const inviteMember = createRoute({
  method: "post",
  path: "/partner-api/members/",
  tags,
  security,
  summary: "Add a staff member by phone number, for named branches (owner only)",
  request: { body: jsonBody(InviteBody) },
  responses: { 200: json(Done, "Added"), 400: error("Invalid field"), 409: error("The number is already on a team"), ...refusals },
});

export const removeMember = createRoute({
  method: "post",
  path: "/partner-api/members/{member_id}/remove/",
  tags,
  security,
  summary: "Remove a staff member; their logins end (owner only)",
  request: { params: MemberParams },
  responses: { 200: json(Done, "Removed"), 404: error("No such member"), ...refusals },
});

export const standing = createRoute({
  method: "get",
  path: "/partner-api/standing/",
  tags,
  security,
  summary: "The provider's acceptance rate, cancellations and rating, and what each counts",
  responses: { 200: json(StandingResponse, "The standing"), ...refusals },
});

export const ledger = createRoute({
  method: "get",
  path: "/partner-api/ledger/",
  tags,
  security,
  summary: "One month of accepted bookings with what was paid (UPI or at the venue), refunded and invoiced, and the payout pending (owner only)",
  request: { query: LedgerQuery },
  responses: { 200: json(LedgerResponse, "The month"), 400: error("Invalid month"), ...refusals },
});

/** A branch's availability from the console: members who act for the branch (issue 28, item 4). */
export const branchAvailability = createRoute({
  method: "get",
  path: "/partner-api/branches/{branch_id}/availability/",
  tags,
  security,
  summary: "A branch's opening hours, breaks, days off, buffer minutes and travel radius",
  request: { params: BranchParams },
  responses: { 200: json(AvailabilityResponse, "The branch's availability"), 400: error("Invalid branch id"), 404: error("Unknown branch"), ...refusals },
});

export const changeBranchAvailability = createRoute({
  method: "put",
  path: "/partner-api/branches/{branch_id}/availability/",
  tags,
  security,
  summary: "Change parts of a branch's availability (each part given is replaced whole); the customer's slots follow at once",
  request: { params: BranchParams, body: jsonBody(AvailabilityChangeBody) },
  responses: { 200: json(AvailabilitySaved, "Saved"), 400: error("Invalid availability, with field errors"), 404: error("Unknown branch"), ...refusals },
});

export const partnerReviews = createRoute({
  method: "get",
  path: "/partner-api/reviews/",
  tags,
  security,
  summary: "The provider's published reviews, newest first, with any reply and the sub-rating averages",
  responses: { 200: json(ProviderReviewsResponse, "Reviews"), ...refusals },
});

export const replyToReview = createRoute({
  method: "post",
  path: "/partner-api/reviews/{review_id}/reply/",
  tags,
  security,
  summary: "Reply once, publicly, to a review of the provider (owner only)",
  request: { params: ReviewParams, body: jsonBody(ReplyBody) },
  responses: { 200: json(Done, "Replied"), 400: error("No reply, or too long"), 404: error("No such review of this provider"), 409: error("Already replied"), ...refusals },
});

export const catalogue = createRoute({
  method: "get",
  path: "/partner-api/catalogue/",
  tags,
  security,
  summary: "The provider's services and packages (offered or not) and the stylists of the member's branches",
  responses: { 200: json(CatalogueResponse, "The catalogue"), ...refusals },
});

export const changeOffering = createRoute({
  method: "put",
  path: "/partner-api/offerings/{offering_id}/",
  tags,
  security,
  summary: "Change a service's price or duration, or stop or start offering it (owner only); bookings already made keep their price",
  request: { params: OfferingParams, body: jsonBody(OfferingChangeBody) },
  responses: { 200: json(Done, "Saved"), 400: error("Invalid price or duration"), 404: error("No such service of this provider"), ...refusals },
});

export const addService = createRoute({
  method: "post",
  path: "/partner-api/offerings/",
  tags,
  security,
  summary: "Add a service of the provider's own (owner only)",
  request: { body: jsonBody(NewServiceBody) },
  responses: { 200: json(Done, "Added"), 400: error("Invalid field"), ...refusals },
});

export const addStylist = createRoute({
  method: "post",
  path: "/partner-api/stylists/",
  tags,
  security,
  summary: "Add a stylist at a branch the member acts for",
  request: { body: jsonBody(NewStylistBody) },
  responses: { 200: json(Done, "Added"), 400: error("Invalid field"), 404: error("No such branch of this provider"), ...refusals },
});

import { createRoute } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { bearerToken } from "../../lib/auth";
import { clientKey } from "../../lib/client-key";
import { callerLanguage } from "../../lib/languages";
import { memberBranches, requireMember, requireOwner, revokeMemberToken } from "../../lib/member-auth";
import { providers } from "../../db/schema";
import { eq } from "drizzle-orm";
import { PARTNER_MESSAGES } from "../../../contract/schemas/partner";
import * as routes from "../../../contract/routes/partner";
import { memberOut, sendPartnerCode, verifyPartnerCode } from "./partner-login.service";
import { acceptRequest, declineRequest, waitingRequests } from "./requests.service";
import { inviteStaff, removeStaff, teamOf } from "./members.service";
import { ledgerOf, standingOf } from "./money.service";
import { replyToReview, reviewsOf } from "./reviews.service";
import { addService, addStylist, catalogueOf, changeOffering } from "./catalogue.service";
import { addPackage } from "./packages.service";
import { serviceKinds } from "./service-kinds.service";
import { bringBackStylist, changeStylist, retireStylist } from "./stylists.service";
import * as stylistRoutes from "../../../contract/routes/partner-stylists";
import { STYLIST_MESSAGES } from "../../../contract/schemas/partner-stylists";
import { addPackage as addPackageRoute } from "../../../contract/routes/partner-packages";
import { PACKAGE_MESSAGES } from "../../../contract/schemas/partner-packages";
import { CATALOGUE_MESSAGES } from "../../../contract/schemas/partner";
import { getAvailability, setAvailability } from "../availability/availability.service";
import { AVAILABILITY_MESSAGES } from "../../../contract/schemas/availability";
import { forbidden } from "../../lib/errors";
import { actsFor, type ConsoleMember } from "../../lib/member-auth";

/** The provider console's API (issue 28): a provider's people, by phone code. */
export const router = createRouter();

router.openapi(routes.partnerLogin, async (c) => {
  const sent = await sendPartnerCode(c.var.deps, { phone: c.req.valid("json").phone, clientKey: clientKey(c), language: callerLanguage(c) });
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.codeSent, ...sent }, 200);
});

router.openapi(routes.partnerVerify, async (c) => {
  const body = c.req.valid("json");
  const { token, member } = await verifyPartnerCode(c.var.deps, { phone: body.phone, otp: body.otp, clientKey: clientKey(c), language: callerLanguage(c) });
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.loggedIn, token, member: memberOut(member) }, 200);
});

router.openapi(createRoute({ ...routes.partnerLogout, middleware: [requireMember] as const }), async (c) => {
  await revokeMemberToken(c.var.deps.db, bearerToken(c)!);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.loggedOut }, 200);
});

router.openapi(createRoute({ ...routes.partnerMe, middleware: [requireMember] as const }), async (c) => {
  const { db } = c.var.deps;
  const [provider] = await db.orm.select({ provider_id: providers.providerId, provider_name: providers.providerName }).from(providers).where(eq(providers.providerId, c.var.member.providerId));
  return c.json({ status: "success" as const, member: memberOut(c.var.member), provider: provider!, branches: await memberBranches(db, c.var.member) }, 200);
});

router.openapi(createRoute({ ...routes.partnerRequests, middleware: [requireMember] as const }), async (c) => {
  const data = await waitingRequests(c.var.deps, c.var.member);
  return c.json({ status: "success" as const, data, window_seconds: Math.round(c.var.deps.config.confirmWindowMs / 1000) }, 200);
});

router.openapi(createRoute({ ...routes.acceptRequest, middleware: [requireMember] as const }), async (c) => {
  const { otp } = await acceptRequest(c.var.deps, c.var.member, c.req.valid("param").appointment_id, c.req.valid("json").stylist_id);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.accepted, otp }, 200);
});

router.openapi(createRoute({ ...routes.declineRequest, middleware: [requireMember] as const }), async (c) => {
  await declineRequest(c.var.deps, c.var.member, c.req.valid("param").appointment_id, c.req.valid("json").reason);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.declined }, 200);
});

router.openapi(createRoute({ ...routes.members, middleware: [requireMember, requireOwner] as const }), async (c) =>
  c.json({ status: "success" as const, data: await teamOf(c.var.deps, c.var.member) }, 200),
);

router.openapi(createRoute({ ...routes.inviteMember, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await inviteStaff(c.var.deps, c.var.member, c.req.valid("json"));
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.invited }, 200);
});

router.openapi(createRoute({ ...routes.removeMember, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await removeStaff(c.var.deps, c.var.member, c.req.valid("param").member_id);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.removed }, 200);
});

router.openapi(createRoute({ ...routes.standing, middleware: [requireMember] as const }), async (c) =>
  c.json({ status: "success" as const, data: await standingOf(c.var.deps, c.var.member.providerId) }, 200),
);

router.openapi(createRoute({ ...routes.ledger, middleware: [requireMember, requireOwner] as const }), async (c) =>
  c.json({ status: "success" as const, ...(await ledgerOf(c.var.deps, c.var.member, c.req.valid("query").month)) }, 200),
);

/** Staff change only the branches they act for; another provider's branch is refused by the service. */
const branchOf = (member: ConsoleMember, branchId: number) => {
  if (!actsFor(member, branchId)) throw forbidden("not_your_branch");
  return branchId;
};

router.openapi(createRoute({ ...routes.branchAvailability, middleware: [requireMember] as const }), async (c) => {
  const branchId = branchOf(c.var.member, c.req.valid("param").branch_id);
  return c.json({ status: "success" as const, data: await getAvailability(c.var.deps, c.var.member.providerId, branchId) }, 200);
});

router.openapi(createRoute({ ...routes.changeBranchAvailability, middleware: [requireMember] as const }), async (c) => {
  const branchId = branchOf(c.var.member, c.req.valid("param").branch_id);
  const data = await setAvailability(c.var.deps, c.var.member.providerId, branchId, c.req.valid("json"));
  return c.json({ status: "success" as const, message: AVAILABILITY_MESSAGES.saved, data }, 200);
});

router.openapi(createRoute({ ...routes.partnerReviews, middleware: [requireMember] as const }), async (c) => {
  const { reviews, sub_ratings } = await reviewsOf(c.var.deps, c.var.member);
  return c.json({ status: "success" as const, data: reviews, sub_ratings }, 200);
});

router.openapi(createRoute({ ...routes.replyToReview, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await replyToReview(c.var.deps, c.var.member, c.req.valid("param").review_id, c.req.valid("json").reply);
  return c.json({ status: "success" as const, message: PARTNER_MESSAGES.replied }, 200);
});

router.openapi(createRoute({ ...routes.catalogue, middleware: [requireMember] as const }), async (c) => {
  const [catalogue, kinds] = await Promise.all([catalogueOf(c.var.deps, c.var.member), serviceKinds(c.var.deps.db, callerLanguage(c))]);
  return c.json({ status: "success" as const, ...catalogue, kinds }, 200);
});

router.openapi(createRoute({ ...routes.changeOffering, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await changeOffering(c.var.deps, c.var.member, c.req.valid("param").offering_id, c.req.valid("json"));
  return c.json({ status: "success" as const, message: CATALOGUE_MESSAGES.saved }, 200);
});

router.openapi(createRoute({ ...routes.addService, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await addService(c.var.deps, c.var.member, c.req.valid("json"));
  return c.json({ status: "success" as const, message: CATALOGUE_MESSAGES.added }, 200);
});

router.openapi(createRoute({ ...addPackageRoute, middleware: [requireMember, requireOwner] as const }), async (c) => {
  await addPackage(c.var.deps, c.var.member, c.req.valid("json"));
  return c.json({ status: "success" as const, message: PACKAGE_MESSAGES.added }, 200);
});

router.openapi(createRoute({ ...routes.addStylist, middleware: [requireMember] as const }), async (c) => {
  await addStylist(c.var.deps, c.var.member, c.req.valid("json"));
  return c.json({ status: "success" as const, message: CATALOGUE_MESSAGES.added }, 200);
});

/** Members who act for the stylist's branch, as adding one (decision 0046). */
router.openapi(createRoute({ ...stylistRoutes.changeStylist, middleware: [requireMember] as const }), async (c) => {
  await changeStylist(c.var.deps, c.var.member, c.req.valid("param").stylist_id, c.req.valid("json"));
  return c.json({ status: "success" as const, message: STYLIST_MESSAGES.saved }, 200);
});

router.openapi(createRoute({ ...stylistRoutes.retireStylist, middleware: [requireMember] as const }), async (c) => {
  await retireStylist(c.var.deps, c.var.member, c.req.valid("param").stylist_id);
  return c.json({ status: "success" as const, message: STYLIST_MESSAGES.retired }, 200);
});

router.openapi(createRoute({ ...stylistRoutes.bringBackStylist, middleware: [requireMember] as const }), async (c) => {
  await bringBackStylist(c.var.deps, c.var.member, c.req.valid("param").stylist_id);
  return c.json({ status: "success" as const, message: STYLIST_MESSAGES.back }, 200);
});

import { type RouteConfig, index, route } from "@remix-run/route-config";

// Paths are the spec's, odd spellings included. Matching is case-insensitive, so the spec's
// /AboutUS (booking document) and /AboutUs (browsing document) are the same page.
export default [
  index("routes/home.tsx"),
  route("SearchResults", "routes/search-results.tsx"),
  route("Overview", "routes/overview.tsx"),
  route("Login", "routes/login.tsx"),
  route("DateTime", "routes/date-time.tsx"),
  route("DateTime/status", "routes/actions/booking-status.tsx"),
  route("Cart", "routes/cart.tsx"),
  route("ConfirmAppointment", "routes/confirm-appointment.tsx"),
  route("Payment", "routes/payment.tsx"),
  route("ThankYou", "routes/thank-you.tsx"),
  route("MyProfile", "routes/my-profile.tsx"),
  route("Imagine", "routes/info/imagine.tsx"),
  route("AboutUs", "routes/info/about-us.tsx"),
  route("Mindset", "routes/info/mindset.tsx"),
  route("OurBrand", "routes/info/our-brand.tsx"),
  route("OurCommitment", "routes/info/our-commitment.tsx"),
  route("OurImpact", "routes/info/our-impact.tsx"),
  route("OurTeam", "routes/info/our-team.tsx"),
  route("OurServices", "routes/info/our-services.tsx"),
  route("OurTechnology", "routes/info/our-technology.tsx"),
  route("AiAvatar", "routes/info/ai-avatar.tsx"),
  route("Contact", "routes/info/contact.tsx"),
  route("PrivacyPolicy", "routes/info/privacy-policy.tsx"),
  route("TermsAndConditons", "routes/info/terms-and-conditions.tsx"),
  // Form endpoints shared by several pages; each redirects back when JavaScript is off.
  route("actions/cart", "routes/actions/cart.tsx"),
  route("actions/logout", "routes/actions/logout.tsx"),
  route("actions/newsletter", "routes/actions/newsletter.tsx"),
  route("suggest/places", "routes/actions/suggest-places.tsx"),
  route("invoice/:appointmentId", "routes/actions/invoice.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

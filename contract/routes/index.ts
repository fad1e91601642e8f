/** Every operation of the API by area: the app takes their types (app/lib/api-routes.ts), the API implements them. */
export * as appointments from "./appointments";
export * as auth from "./auth";
export * as bookingLink from "./booking-link";
export * as bookings from "./bookings";
export * as catalog from "./catalog";
export * as checkout from "./checkout";
export * as demo from "./demo";
export * as messages from "./messages";
export * as payments from "./payments";
export * as places from "./places";
export * as profile from "./profile";
export * as providerSide from "./provider-side";
export * as providers from "./providers";
export * as partner from "./partner";
export * as partnerSchedule from "./partner-schedule";
export * as partnerLink from "./partner-link";
export * as partnerPackages from "./partner-packages";

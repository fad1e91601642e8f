/**
 * The stable `code` of every error body (decision 0029), and the English each code stands for: the
 * spec's words, byte for byte as the API says them, with `{name}` where a value is filled in. The
 * web app translates a refusal by its code (app/i18n/messages/{lang}/apiErrors.ts) when the
 * message is these words; other words under a generic code (a form's validation message under
 * invalid_request, a provider's own cancellation message under booking_ended) arrive as they are.
 * Codes are never renamed or reused: add one for a new kind of refusal. Constants only.
 */
export const ERROR_MESSAGES = {
  // Generic refusals: any call. invalid_request carries the first field error of the request's validation.
  invalid_request: "Invalid request.",
  unauthorized: "Authentication required.",
  forbidden: "You cannot access this resource.",
  not_found: "Not found.",
  payload_too_large: "The request is too large. It can be at most {kb} KB.",
  upload_too_large: "The upload is too large. Please choose a photo under 5 MB.",
  unsupported_media_type: "The request body must be sent as {types}.",
  too_many_requests: "Too many requests. Please try again later.",
  server_error: "Something went wrong on our side. Please try again later.",
  service_unavailable: "The service is busy for a moment. Please try again shortly.",

  // Who may call (api/lib/auth.ts, api/lib/own-appointment.ts)
  not_your_data: "You can only access your own data.",
  not_your_appointment: "You can only access your own appointments.",
  not_your_booking: "You can only access your own bookings.",
  not_your_provider_appointment: "This appointment is not yours.",
  not_your_cancellation: "You can only cancel your own appointments.",
  provider_key_required: "Provider key required.",
  unknown_provider_key: "Unknown provider key.",

  // Logging in (contract/schemas/auth.ts)
  invalid_phone: "Invalid phone number",
  invalid_phone_format: "Invalid phone number format",
  login_details_missing: "Phone number or OTP is missing",
  invalid_otp: "Invalid OTP",
  otp_expired: "OTP has expired. Please request a new one.",
  too_many_attempts: "Too many wrong attempts. Please request a new code.",
  too_many_code_entries: "Too many codes entered from your connection. Please try again in an hour.",
  too_many_codes: "Too many codes requested. Please try again in an hour.",
  too_many_codes_today: "Too many codes requested for this number today. Please try again tomorrow.",
  too_many_phone_changes: "You have asked to change your number too many times today. Please try again tomorrow.",
  sending_paused: "We cannot send codes right now. Please try again in a few minutes.",
  resend_wait: "Please wait {seconds} seconds before requesting a new code.",
  phone_locked:
    "Too many wrong codes for this number, so logging in with it is paused for your safety until {until} (India time). If you did not try these codes, your account is still safe; contact us through the Contact page if you need help sooner.",

  // Profile (contract/schemas/profile.ts) and the message calls (contract/schemas/messages.ts)
  user_not_found: "User not found.",
  too_young: "You must be at least 18 years old.",
  same_phone: "This is already your phone number.",
  phone_exists: "Failed to update profile.",
  not_your_user_id: "You can only request a callback for yourself.",

  // Finding providers (contract/schemas/providers.ts, places.ts)
  no_providers_found: "No service providers found near this location. Try another service or place.",
  provider_not_found: "Service provider not found.",
  branch_not_of_provider: "This branch does not belong to the provider.",
  invalid_provider: "Invalid provider ID.",
  latlng_or_address: "Please give latlng or address.",

  // Booking (contract/schemas/appointments.ts)
  bad_date: "Date input not valid.",
  past_slot: "This time slot has already passed. Please choose a later one.",
  too_far_ahead: "Bookings open up to 90 days ahead. Please choose an earlier date.",
  slot_data_unavailable: "Failed to fetch time slot data",
  image_too_large: "The photo is too large. Please choose one under 5 MB.",
  image_type: "Please upload an image file (JPEG, PNG, GIF or WebP).",
  bad_quantities: "Quantities must match the services, from 1 to 20 each.",
  branch_not_found: "This provider or branch was not found.",
  unknown_slot: "This provider does not take bookings at that time. Please choose another slot.",
  services_not_offered: "Some services in your cart are no longer offered by this provider. Please review your cart.",
  below_minimum: "Please add 600rs worth of services to proceed to the checkout.",
  booking_open: "You already have a booking in progress (#{id}). Continue with it or cancel it before booking another.",
  slot_full: "This time slot was just taken. Please choose another one.",
  stylist_unavailable: "That stylist is not free at this time or not at this branch.",
  appointment_not_found: "Appointment not found.",
  appointment_details_unavailable: "Failed to fetch appointment details",
  invalid_appointment_otp: "Invalid OTP. Please try again.",
  appointment_otp_locked: "Too many wrong codes. Please cancel and book again.",

  // An appointment's state refuses the change (api/routes/appointments/lifecycle.ts)
  not_accepted: "The provider has not accepted this appointment yet.",
  code_not_entered: "Please enter the provider's code before paying.",
  already_paid: "This booking is already paid.",
  already_accepted: "This request is already accepted.",
  already_started: "This appointment has already started.",
  already_completed: "This appointment is already completed.",
  completed_not_cancellable: "This booking is completed and can no longer be cancelled.",
  paid_cancel_from_bookings: "This booking is paid: cancel it from My Bookings.",
  started_not_cancellable: "This appointment has started and can no longer be cancelled.",
  already_cancelled: "This booking is already cancelled.",
  /** The message is how it ended (contract END_MESSAGES or the provider's own words). */
  booking_ended: "This booking has been cancelled.",
  wrong_state: "This booking is {state} and cannot be changed that way now.",

  // Paying (contract/schemas/checkout.ts, payments.ts)
  upi_unavailable: "UPI payments are not available right now. Please choose to pay at the venue.",
  invalid_coupon: "Invalid coupon code",
  coupon_min_order: "This coupon needs a minimum order of {min}.",
  coupon_used: "You have already used this coupon.",
  first_booking_only: "This coupon is for your first booking only.",
  amount_mismatch: "The amount does not match your cart. Please review your cart.",
  not_payable: "This booking cannot be paid now.",
  nothing_to_pay: "This booking has nothing left to pay.",
  // The payment gateway's webhook (not for customers)
  bad_signature: "Invalid signature.",
  stale_event: "This event is too old or from the future.",
  replayed_event: "This event was already received.",
  unknown_reference: "Unknown payment reference.",
  payment_amount_mismatch: "The amount does not match the payment request.",
  bad_event: "Invalid payment event.",

  // My Bookings (contract/schemas/bookings.ts)
  bookings_unavailable: "Failed to fetch bookings",
  invoice_unavailable: "Failed to download My Booking Invoice.",
  review_not_allowed: "You can review a provider after a completed booking.",
  already_reviewed: "You have already reviewed this booking.",

  // A booking's link in messages (contract/schemas/booking-link.ts)
  booking_link_invalid: "This booking link is not valid. Please check that it was copied whole, or find the booking in My Bookings.",
  booking_link_expired: "This booking link has expired. Log in to see the booking in My Bookings.",
  booking_link_guesses: "Too many booking links were tried from here. Please wait an hour and try again.",
  // A new-request message's one-tap link to the provider (contract/partner.ts)
  request_link_invalid: "This request link is not valid. Please check that it was copied whole, or open the requests in the provider console.",
  request_link_expired: "This request link no longer works: its time is over, or you are no longer on the team. Open the requests in the provider console.",
  request_link_guesses: "Too many request links were tried from here. Please wait an hour and try again.",
  no_show_too_early: "You can tell us the professional did not come from {minutes} minutes after the booking's start.",
  no_show_started: "The professional has started this booking, so it cannot be reported as a no-show.",
  review_booking_missing: "Appointment ID is missing.",
  review_not_found: "There is no review of this booking to edit.",
  review_edit_closed: "A review can be edited for 30 days after it was written. This one can no longer be changed.",
  too_many_photos: "You can add up to 3 photos.",

  // The provider console (contract/schemas/partner.ts)
  member_token_required: "Please log in to the provider console.",
  not_your_branch: "You do not act for this branch. Ask your owner to add it to your branches.",
  owner_only: "Only the owner of this provider can do this.",
  already_on_team: "This number is already on a provider's team.",
  member_not_found: "There is no such member on your team.",
  branch_not_yours: "This branch is not one of your provider's.",
  review_missing: "There is no such review of your business.",
  service_missing: "There is no such service of your business.",
  service_kind_missing: "Please choose what kind of service it is from the list.",
  package_service_missing: "A package can only bundle your own services that customers can book now. Please choose again.",
  already_replied: "You have already replied to this review. A reply is given once.",
  stylist_missing: "There is no such stylist at your business.",
  stylist_retired: "That stylist has retired. Please choose another stylist.",
  stylist_has_bookings: "This stylist still has upcoming bookings: {count}. Complete or cancel them in the schedule first, then retire the stylist.",

  // Availability a provider sets (contract/schemas/availability.ts)
  not_your_provider_branch: "This branch is not yours.",
  day_off_past: "A day off must be today or later.",
  radius_home_only: "A travel radius is only for home services. Leave it empty for a salon.",
  closed_that_day: "The provider is closed on this day. Please choose another date.",

  // The console's schedule (contract/schemas/partner-schedule.ts)
  customer_no_show_too_early: "A booking can be marked as a no-show only from its start time.",
  customer_came: "This booking has started, so the customer came: it cannot be marked as a no-show.",

  // The provider's photos in the console (contract/schemas/partner-photos.ts, decision 0047)
  photo_required: "Please choose a photo to add.",
  provider_photos_full: "Your gallery has 12 photos, the most it holds. Remove one to add another.",
  photo_missing: "There is no such photo in your gallery.",
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]];

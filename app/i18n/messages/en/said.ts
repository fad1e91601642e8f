/**
 * Words that arrive in English from the forms' validation and the API, keyed by their English text
 * (the API's refusals with a code are translated by it on the server: ./apiErrors.ts; the ones here
 * are validation messages, field errors, success messages and the app's own words):
 * the English file lists each once as itself (useSaid() in ../../use-t.ts looks a message up and
 * shows it as it came when unknown). Ordered by where the words are made; a message made in
 * several places is listed under the first. Messages with a number or a name filled in at run
 * time cannot be looked up and are not here. said.test.ts checks the sources against this list.
 */
export default {
  // app/schemas/constants.ts: BOOKING_MESSAGES (the date and slot form, the provider's code)
  "Please select a time slot.": "Please select a time slot.",
  "Missing required booking information. Please try again.": "Missing required booking information. Please try again.",
  "Booking failed. Please try again.": "Booking failed. Please try again.",
  "Date input not valid.": "Date input not valid.",
  "Please enter a valid 4-digit OTP.": "Please enter a valid 4-digit OTP.",
  "The photo is too large. Please choose one under 40 MB.": "The photo is too large. Please choose one under 40 MB.",
  "That file is not a photo we can read. Please choose a JPEG, PNG, GIF or WebP image.": "That file is not a photo we can read. Please choose a JPEG, PNG, GIF or WebP image.",
  "Many photos are being sent right now. Please try again in a minute.": "Many photos are being sent right now. Please try again in a minute.",

  // app/schemas/constants.ts: CHECKOUT_MESSAGES (the confirm page and its coupon)
  "Invalid coupon code": "Invalid coupon code",
  "Appointment ID is missing. Please start over.": "Appointment ID is missing. Please start over.",
  "Invalid total amount. Please review your cart.": "Invalid total amount. Please review your cart.",
  "Checkout failed. Please try again.": "Checkout failed. Please try again.",
  "An unexpected error occurred during checkout.": "An unexpected error occurred during checkout.",

  // app/schemas/constants.ts: NEWSLETTER_MESSAGES (the footer's sign-up)
  "Please enter a valid email.": "Please enter a valid email.",
  "Error submitting the email. Please try again.": "Error submitting the email. Please try again.",
  "Email Submitted Successfully": "Email Submitted Successfully",

  // app/schemas/constants.ts: CANCEL_REASONS (the choices of My Bookings' cancel form; the form still sends the English value)
  "Personal Reasons": "Personal Reasons",
  "Scheduling Conflict": "Scheduling Conflict",
  Emergency: "Emergency",
  Other: "Other",

  // app/schemas/contact.ts
  "Name must be at least 2 characters": "Name must be at least 2 characters",
  "Invalid email address": "Invalid email address",
  "Message must be at least 5 characters": "Message must be at least 5 characters",

  // app/schemas/login.ts (MESSAGES of app/components/login/constants.tsx)
  "Phone number must be 10 digits": "Phone number must be 10 digits",
  "Invalid phone number format": "Invalid phone number format",
  "Failed to send OTP.": "Failed to send OTP.",
  Required: "Required",
  "Must be a digit": "Must be a digit",
  "Must be 6 digits": "Must be 6 digits",
  "Please enter a valid 6-digit OTP.": "Please enter a valid 6-digit OTP.",
  "Name must be at least 3 characters long": "Name must be at least 3 characters long",
  "Email already exists": "Email already exists",
  "Phone number already exists": "Phone number already exists",
  "Failed to register.": "Failed to register.",

  // app/schemas/profile.ts (cancel, review and profile forms)
  "Reason is required": "Reason is required",
  "Provider ID is missing.": "Provider ID is missing.",
  "Rating is required": "Rating is required",
  "Comment is required": "Comment is required",
  "Comment must be under 500 characters": "Comment must be under 500 characters",
  "Name is required": "Name is required",
  "Mobile number must be 10 digits": "Mobile number must be 10 digits",
  "Must be only digits": "Must be only digits",
  "Email is required": "Email is required",
  "Invalid email format": "Invalid email format",

  // app/schemas/search.ts (the search box and the callback form)
  "Service Type is missing. Please select a service type.": "Service Type is missing. Please select a service type.",
  "Service search cannot be empty": "Service search cannot be empty",
  "Location search cannot be empty": "Location search cannot be empty",
  "Full name is required": "Full name is required",

  // app/schemas/accessibility.ts (ACCESSIBILITY_REPORT_MESSAGES of contract/messages.ts, with their limits filled in)
  "Please tell us what went wrong, in at least 10 characters.": "Please tell us what went wrong, in at least 10 characters.",
  "Please keep it to 2000 characters.": "Please keep it to 2000 characters.",
  "Please keep the page to 300 characters.": "Please keep the page to 300 characters.",
  "Please keep this to 100 characters.": "Please keep this to 100 characters.",
  "Please give an email address or a 10-digit mobile number, or leave this empty.": "Please give an email address or a 10-digit mobile number, or leave this empty.",

  // app/schemas/*.ts: the longest text each form takes (contact, login, profile, search)
  "Please keep this to 80 characters.": "Please keep this to 80 characters.",
  "Please keep this to 120 characters.": "Please keep this to 120 characters.",
  "Please keep this to 254 characters.": "Please keep this to 254 characters.",
  "Please keep this to 300 characters.": "Please keep this to 300 characters.",

  // contract/messages.ts: MESSAGE_REPLIES (the newsletter, callback, contact and accessibility answers)
  "Thank you for subscribing!": "Thank you for subscribing!",
  "Thank you! We will call you back shortly.": "Thank you! We will call you back shortly.",
  "Thank you for reaching out! We will get back to you within two working days.": "Thank you for reaching out! We will get back to you within two working days.",
  "Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days.":
    "Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days.",

  // contract/schemas/messages.ts (POST /api/subscribe/, /api/callback-request/, /api/contact/, /api/accessibility-report/)
  "Full name must be at most 100 characters": "Full name must be at most 100 characters",
  "Invalid user ID.": "Invalid user ID.",
  "Name must be at most 100 characters": "Name must be at most 100 characters",
  "Message must be at most 2000 characters": "Message must be at most 2000 characters",

  // contract/schemas/auth.ts (login codes and registration)
  "Invalid phone number": "Invalid phone number",
  "OTP sent successfully.": "OTP sent successfully.",
  "Invalid OTP": "Invalid OTP",
  "Login successful": "Login successful",
  "Name is too long": "Name is too long",
  "Logged out": "Logged out",
  "Phone number or OTP is missing": "Phone number or OTP is missing",
  "Registration successful! You can now log in.": "Registration successful! You can now log in.",

  // contract/schemas/profile.ts (GET and PUT /api/my-profile/, the phone change)
  "Gender must be Male or Female": "Gender must be Male or Female",
  "Profile updated successfully!": "Profile updated successfully!",
  "Phone number updated.": "Phone number updated.",
  "Location is too long": "Location is too long",
  "Address is too long": "Address is too long",

  // contract/schemas/appointments.ts (booking a slot, the provider's code, cancelling before paying)
  "Invalid provider ID.": "Invalid provider ID.",
  "Please add 600rs worth of services to proceed to the checkout.": "Please add 600rs worth of services to proceed to the checkout.",
  "Appointment requested. Waiting for the provider to confirm.": "Appointment requested. Waiting for the provider to confirm.",
  "Invalid OTP. Please try again.": "Invalid OTP. Please try again.",
  "The provider did not confirm in time, so this request was cancelled.": "The provider did not confirm in time, so this request was cancelled.",
  "Appointment confirmed.": "Appointment confirmed.",
  "Appointment cancelled.": "Appointment cancelled.",
  "This appointment can no longer be cancelled here.": "This appointment can no longer be cancelled here.",
  "Appointment was cancelled by the service provider": "Appointment was cancelled by the service provider",
  "Invalid branch ID.": "Invalid branch ID.",
  "Quantities must be whole numbers.": "Quantities must be whole numbers.",
  "Invalid booking form. Please try again.": "Invalid booking form. Please try again.",
  "Failed to fetch appointment details": "Failed to fetch appointment details",
  "OTP must be 4 digits": "OTP must be 4 digits",

  // contract/schemas/bookings.ts (My Bookings: the list, cancelling, the invoice, reviews)
  "User ID is required": "User ID is required",
  "Failed to fetch bookings": "Failed to fetch bookings",
  "Please choose a reason from the list.": "Please choose a reason from the list.",
  "Appointment ID is missing.": "Appointment ID is missing.",
  "This booking can no longer be cancelled.": "This booking can no longer be cancelled.",
  "Your booking has been cancelled. It was free of charge.": "Your booking has been cancelled. It was free of charge.",
  "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days.":
    "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days.",
  "Failed to download My Booking Invoice.": "Failed to download My Booking Invoice.",
  "Thank you for your review!": "Thank you for your review!",
  "Your review has been updated.": "Your review has been updated.",
  "Each detail rating is a whole number from 1 to 5.": "Each detail rating is a whole number from 1 to 5.",
  "You can add up to 3 photos.": "You can add up to 3 photos.",
  "Invalid appointment ID.": "Invalid appointment ID.",

  // contract/schemas/catalog.ts
  "Invalid category ID.": "Invalid category ID.",

  // contract/schemas/checkout.ts (coupons and checkout)
  "The amount does not match your cart. Please review your cart.": "The amount does not match your cart. Please review your cart.",
  "Your booking is confirmed. Please complete the UPI payment.": "Your booking is confirmed. Please complete the UPI payment.",
  "This booking has been cancelled.": "This booking has been cancelled.",
  "Please choose how you will pay: UPI or at the venue.": "Please choose how you will pay: UPI or at the venue.",
  "Your booking is confirmed. Please pay at the venue.": "Your booking is confirmed. Please pay at the venue.",

  // contract/schemas/payments.ts (the customer's payment calls; the gateway's words are for the gateway only)
  "Payment at the venue recorded.": "Payment at the venue recorded.",

  // contract/schemas/places.ts (the location box)
  "Please enter a location.": "Please enter a location.",
  "Location must be at most 80 characters.": "Location must be at most 80 characters.",
  "Address must be at most 200 characters.": "Address must be at most 200 characters.",

  // contract/schemas/fields.ts (shared checks of every call)
  "Invalid ID.": "Invalid ID.",
  "Text contains characters that are not allowed.": "Text contains characters that are not allowed.",

  // app/: the `failure:` texts of api(...) calls (shown when the API fails without words of its own; a lower-case one becomes 'Unable to … Please try again later.')
  "Failed to load cities": "Failed to load cities",
  "Failed to fetch service provider details.": "Failed to fetch service provider details.",
  "Failed to fetch appointment.": "Failed to fetch appointment.",
  "Failed to cancel appointment. Please try again.": "Failed to cancel appointment. Please try again.",
  "Failed to fetch services list.": "Failed to fetch services list.",
  "Failed to fetch coupon code.": "Failed to fetch coupon code.",
  "Failed to get location.": "Failed to get location.",
  "Failed to fetch Featured Services data.": "Failed to fetch Featured Services data.",
  "Failed to fetch salon service faq's data": "Failed to fetch salon service faq's data",
  "Failed to fetch home service faq's data": "Failed to fetch home service faq's data",
  "Failed to fetch reviews.": "Failed to fetch reviews.",
  "Failed to load subcategories": "Failed to load subcategories",
  "Failed to cancel the booking. Please try again.": "Failed to cancel the booking. Please try again.",
  "Failed to report the no-show. Please try again.": "Failed to report the no-show. Please try again.",
  "Error submitting the review. Please try again.": "Error submitting the review. Please try again.",
  "Failed to load profile": "Failed to load profile",
  "Failed to update profile": "Failed to update profile",
  "Failed to fetch service provider type.": "Failed to fetch service provider type.",
  "Unable to fetch providers. Please try again later.": "Unable to fetch providers. Please try again later.",
  "Unable to log out everywhere. Please try again later.": "Unable to log out everywhere. Please try again later.",
  "Unable to load the booking. Please try again later.": "Unable to load the booking. Please try again later.",
  "Unable to send your request. Please try again later.": "Unable to send your request. Please try again later.",
  "Failed to fetch time slot data": "Failed to fetch time slot data",
  "We could not reach the payment service. Please try again.": "We could not reach the payment service. Please try again.",

  // app/lib: toasts with fixed words (api.server.ts: a login the API no longer accepts; session.server.ts; calendar.server.ts). The routes' other toasts are in their own areas, by serverT
  "Please log in again.": "Please log in again.",
  "Your cart is full. Please remove an item before adding another.": "Your cart is full. Please remove an item before adding another.",
  "Only a confirmed booking that is still to come can be added to a calendar.": "Only a confirmed booking that is still to come can be added to a calendar.",
  "We could not make the calendar entry. Please try again.": "We could not make the calendar entry. Please try again.",

  // app/lib/use-located-link.ts: the browser's location toasts
  "Kindly enable location in your browser or choose your preferred location.": "Kindly enable location in your browser or choose your preferred location.",
  "Geolocation is not supported by your browser.": "Geolocation is not supported by your browser.",
  "Failed to get current location. Please enable location permissions.": "Failed to get current location. Please enable location permissions.",
  "An error occurred while checking location permissions.": "An error occurred while checking location permissions.",

  // api/routes/appointments/lifecycle.ts: how a booking ended (its cancellation message) and refused changes
  "The provider did not accept your request in time, so it was cancelled. You have not been charged.":
    "The provider did not accept your request in time, so it was cancelled. You have not been charged.",
  "The provider's code was not entered within 2 minutes, so the request was cancelled. You have not been charged.":
    "The provider's code was not entered within 2 minutes, so the request was cancelled. You have not been charged.",
  "You cancelled this booking.": "You cancelled this booking.",
  "You told us the professional did not come. We are sorry: anything you paid is refunded in full.": "You told us the professional did not come. We are sorry: anything you paid is refunded in full.",
  "The provider marked this booking as missed: you did not come at its time. You have not been charged.":
    "The provider marked this booking as missed: you did not come at its time. You have not been charged.",
  "The provider marked this booking as missed: you did not come at its time. The late-cancellation fee is kept from what you paid by UPI, and the rest is refunded.":
    "The provider marked this booking as missed: you did not come at its time. The late-cancellation fee is kept from what you paid by UPI, and the rest is refunded.",
  "The provider could not take your request, so it was cancelled. You have not been charged.": "The provider could not take your request, so it was cancelled. You have not been charged.",
  "The provider is fully booked at this time, so they could not take your request. You have not been charged.":
    "The provider is fully booked at this time, so they could not take your request. You have not been charged.",
  "No professional for these services is free at this time, so the provider could not take your request. You have not been charged.":
    "No professional for these services is free at this time, so the provider could not take your request. You have not been charged.",
  "Your address is outside the area the provider travels to, so they could not take your request. You have not been charged.":
    "Your address is outside the area the provider travels to, so they could not take your request. You have not been charged.",
  "The provider is closed at this time, so they could not take your request. You have not been charged.":
    "The provider is closed at this time, so they could not take your request. You have not been charged.",
  "The provider cannot offer one of these services just now, so they could not take your request. You have not been charged.":
    "The provider cannot offer one of these services just now, so they could not take your request. You have not been charged.",
  "This booking was not paid within 15 minutes, so its slot was released. You have not been charged.":
    "This booking was not paid within 15 minutes, so its slot was released. You have not been charged.",
  "This booking is awaiting payment and cannot be changed that way now.": "This booking is awaiting payment and cannot be changed that way now.",
  "This booking is scheduled and cannot be changed that way now.": "This booking is scheduled and cannot be changed that way now.",
  "This booking is in progress and cannot be changed that way now.": "This booking is in progress and cannot be changed that way now.",
  "This booking is completed and cannot be changed that way now.": "This booking is completed and cannot be changed that way now.",

  // contract/catalog.ts: the service types' names, as the API gives them
  "Salon Services": "Salon Services",
  "Home Services": "Home Services",

  // contract/booking-link.ts (logging out everywhere)
  "You have been logged out on every device, and earlier booking links no longer work.": "You have been logged out on every device, and earlier booking links no longer work.",
  // app/schemas/partner.ts and the console's API (the provider console)
  "Unable to load your services. Please try again later.": "Unable to load your services. Please try again later.",
  "Unable to save the service. Please try again later.": "Unable to save the service. Please try again later.",
  "Unable to add the service. Please try again later.": "Unable to add the service. Please try again later.",
  "Unable to add the package. Please try again later.": "Unable to add the package. Please try again later.",
  "Please choose what kind of service it is.": "Please choose what kind of service it is.",
  "Please enter the package's name.": "Please enter the package's name.",
  "Please choose 2 to 8 of your services for the package.": "Please choose 2 to 8 of your services for the package.",
  "Unable to add the stylist. Please try again later.": "Unable to add the stylist. Please try again later.",
  "Unable to save the stylist. Please try again later.": "Unable to save the stylist. Please try again later.",
  "Unable to retire the stylist. Please try again later.": "Unable to retire the stylist. Please try again later.",
  "Unable to bring the stylist back. Please try again later.": "Unable to bring the stylist back. Please try again later.",
  "Prices are whole rupees from 1 to 500000.": "Prices are whole rupees from 1 to 500000.",
  "Please choose how long it takes.": "Please choose how long it takes.",
  "Please enter the service's name.": "Please enter the service's name.",
  "Please enter the stylist's name.": "Please enter the stylist's name.",
  "Please enter what they do, for example Hair stylist.": "Please enter what they do, for example Hair stylist.",
  "Years of experience are a whole number from 0 to 60.": "Years of experience are a whole number from 0 to 60.",
  "Unable to load your reviews. Please try again later.": "Unable to load your reviews. Please try again later.",
  "Unable to publish your reply. Please try again later.": "Unable to publish your reply. Please try again later.",
  "Please write your reply.": "Please write your reply.",
  "Please keep your reply to 1000 characters.": "Please keep your reply to 1000 characters.",
  "Unable to load your hours. Please try again later.": "Unable to load your hours. Please try again later.",
  "Unable to save your hours. Please try again later.": "Unable to save your hours. Please try again later.",
  "Write times like 9:30 AM.": "Write times like 9:30 AM.",
  "Buffer minutes must be a whole number from 0 to 240.": "Buffer minutes must be a whole number from 0 to 240.",
  "The travel radius must be a whole number of km from 1 to 200, or empty for no limit.": "The travel radius must be a whole number of km from 1 to 200, or empty for no limit.",
  "Please choose a date.": "Please choose a date.",
  "A note can be at most 200 characters.": "A note can be at most 200 characters.",
  "Opening and closing times must differ. For a day off, mark the day closed.": "Opening and closing times must differ. For a day off, mark the day closed.",
  "Open on at least one day of the week. To close for a while, add days off.": "Open on at least one day of the week. To close for a while, add days off.",
  "A break must end after it starts, on the same day.": "A break must end after it starts, on the same day.",
  "At most 30 breaks.": "At most 30 breaks.",
  "At most 366 days off.": "At most 366 days off.",
  "Each day off once.": "Each day off once.",
  "Write the date as YYYY-MM-DD.": "Write the date as YYYY-MM-DD.",
  "Choose a weekday, or none for every day.": "Choose a weekday, or none for every day.",
  "The travel radius must be a whole number of km from 1 to 200, or null for no limit.": "The travel radius must be a whole number of km from 1 to 200, or null for no limit.",
  "Unable to load your standing. Please try again later.": "Unable to load your standing. Please try again later.",
  "Unable to load your ledger. Please try again later.": "Unable to load your ledger. Please try again later.",
  "Unable to load your console. Please try again later.": "Unable to load your console. Please try again later.",
  "Unable to load the requests. Please try again later.": "Unable to load the requests. Please try again later.",
  "Unable to accept the request. Please try again later.": "Unable to accept the request. Please try again later.",
  "Unable to decline the request. Please try again later.": "Unable to decline the request. Please try again later.",
  "Unable to load the request. Please try again later.": "Unable to load the request. Please try again later.",
  "Unable to load your team. Please try again later.": "Unable to load your team. Please try again later.",
  "Unable to load your schedule. Please try again later.": "Unable to load your schedule. Please try again later.",
  "Unable to cancel this booking. Please try again later.": "Unable to cancel this booking. Please try again later.",
  "Unable to start this appointment. Please try again later.": "Unable to start this appointment. Please try again later.",
  "Unable to complete this appointment. Please try again later.": "Unable to complete this appointment. Please try again later.",
  "Unable to record the payment. Please try again later.": "Unable to record the payment. Please try again later.",
  "Unable to mark the no-show. Please try again later.": "Unable to mark the no-show. Please try again later.",
  "Please write why you are cancelling: the customer reads it.": "Please write why you are cancelling: the customer reads it.",
  "Please keep the reason under 300 characters.": "Please keep the reason under 300 characters.",
  "Unable to load your branches. Please try again later.": "Unable to load your branches. Please try again later.",
  "Unable to add them to your team. Please try again later.": "Unable to add them to your team. Please try again later.",
  "Unable to remove them. Please try again later.": "Unable to remove them. Please try again later.",
  "Unable to load your photos. Please try again later.": "Unable to load your photos. Please try again later.",
  "Unable to add your photo. Please try again later.": "Unable to add your photo. Please try again later.",
  "Unable to remove the photo. Please try again later.": "Unable to remove the photo. Please try again later.",
  "Please choose a photo from your phone or computer.": "Please choose a photo from your phone or computer.",
  "Unable to log out. Please try again later.": "Unable to log out. Please try again later.",
  "Please enter the 6-digit code we sent.": "Please enter the 6-digit code we sent.",
  "Please choose why you cannot take this request.": "Please choose why you cannot take this request.",
  "Please enter their name.": "Please enter their name.",
  "Please choose at least one branch.": "Please choose at least one branch.",
  "This request could not be found. Please refresh the page.": "This request could not be found. Please refresh the page.",
  "Please choose at least one branch for a staff member.": "Please choose at least one branch for a staff member.",
  // Messages with a value in them: matched as patterns, the value carried over (translateSaid)
  "Your booking has been cancelled. A cancellation fee of {fee} applies; the rest will be refunded within 14 days.":
    "Your booking has been cancelled. A cancellation fee of {fee} applies; the rest will be refunded within 14 days.",
  "Your booking has been cancelled. It was free of charge, and {amount} is refunded to your UPI account.":
    "Your booking has been cancelled. It was free of charge, and {amount} is refunded to your UPI account.",
  "Your booking has been cancelled. A cancellation fee of {fee} is kept, and {amount} is refunded to your UPI account.":
    "Your booking has been cancelled. A cancellation fee of {fee} is kept, and {amount} is refunded to your UPI account.",
};

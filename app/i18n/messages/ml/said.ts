import type en from "../en/said";

export default {
  // app/schemas/constants.ts: BOOKING_MESSAGES (the date and slot form, the provider's code)
  "Please select a time slot.": "ഒരു സമയ സ്ലോട്ട് തിരഞ്ഞെടുക്കൂ.",
  "Missing required booking information. Please try again.": "ബുക്കിംഗിന് ആവശ്യമായ ചില വിവരങ്ങൾ ഇല്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "Booking failed. Please try again.": "ബുക്കിംഗ് പൂർത്തിയായില്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "Date input not valid.": "ഈ തീയതി ശരിയല്ല.",
  "Please enter a valid 4-digit OTP.": "ശരിയായ 4 അക്ക OTP നൽകൂ.",
  "The photo is too large. Please choose one under 40 MB.": "ഫോട്ടോയുടെ വലുപ്പം കൂടുതലാണ്. 40 MB-യിൽ താഴെയുള്ള ഒന്ന് തിരഞ്ഞെടുക്കൂ.",
  "That file is not a photo we can read. Please choose a JPEG, PNG, GIF or WebP image.": "ഈ ഫയൽ ഞങ്ങൾക്ക് വായിക്കാനാകുന്ന ഫോട്ടോ അല്ല. JPEG, PNG, GIF അല്ലെങ്കിൽ WebP ചിത്രം തിരഞ്ഞെടുക്കൂ.",
  "Many photos are being sent right now. Please try again in a minute.": "ഇപ്പോൾ ധാരാളം ഫോട്ടോകൾ അയയ്ക്കുന്നുണ്ട്. ഒരു മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",

  // app/schemas/constants.ts: CHECKOUT_MESSAGES (the confirm page and its coupon)
  "Invalid coupon code": "കൂപ്പൺ കോഡ് ശരിയല്ല",
  "Appointment ID is missing. Please start over.": "അപ്പോയിന്റ്മെന്റ് ID കാണുന്നില്ല. ആദ്യം മുതൽ വീണ്ടും തുടങ്ങൂ.",
  "Invalid total amount. Please review your cart.": "ആകെ തുക ശരിയല്ല. നിങ്ങളുടെ കാർട്ട് ഒന്ന് പരിശോധിക്കൂ.",
  "Checkout failed. Please try again.": "ചെക്ക്ഔട്ട് പൂർത്തിയായില്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "An unexpected error occurred during checkout.": "ചെക്ക്ഔട്ടിനിടെ അപ്രതീക്ഷിതമായി ഒരു പിശക് സംഭവിച്ചു.",

  // app/schemas/constants.ts: NEWSLETTER_MESSAGES (the footer's sign-up)
  "Please enter a valid email.": "ശരിയായ ഇമെയിൽ വിലാസം നൽകൂ.",
  "Error submitting the email. Please try again.": "ഇമെയിൽ സമർപ്പിക്കുന്നതിൽ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കൂ.",
  "Email Submitted Successfully": "ഇമെയിൽ വിജയകരമായി സമർപ്പിച്ചു",

  // app/schemas/constants.ts: CANCEL_REASONS (the choices of My Bookings' cancel form; the form still sends the English value)
  "Personal Reasons": "വ്യക്തിപരമായ കാരണങ്ങൾ",
  "Scheduling Conflict": "സമയം ഒത്തുവരുന്നില്ല",
  Emergency: "അടിയന്തര സാഹചര്യം",
  Other: "മറ്റുള്ളവ",

  // app/schemas/contact.ts
  "Name must be at least 2 characters": "പേരിൽ കുറഞ്ഞത് 2 അക്ഷരങ്ങൾ വേണം",
  "Invalid email address": "ഇമെയിൽ വിലാസം ശരിയല്ല",
  "Message must be at least 5 characters": "സന്ദേശത്തിൽ കുറഞ്ഞത് 5 അക്ഷരങ്ങൾ വേണം",

  // app/schemas/login.ts (MESSAGES of app/components/login/constants.tsx)
  "Phone number must be 10 digits": "ഫോൺ നമ്പറിൽ 10 അക്കങ്ങൾ വേണം",
  "Invalid phone number format": "ഫോൺ നമ്പറിന്റെ ഫോർമാറ്റ് ശരിയല്ല",
  "Failed to send OTP.": "OTP അയയ്ക്കാനായില്ല.",
  Required: "ആവശ്യമാണ്",
  "Must be a digit": "ഇവിടെ ഒരു അക്കം നൽകൂ",
  "Must be 6 digits": "6 അക്കങ്ങൾ വേണം",
  "Please enter a valid 6-digit OTP.": "ശരിയായ 6 അക്ക OTP നൽകൂ.",
  "Name must be at least 3 characters long": "പേരിൽ കുറഞ്ഞത് 3 അക്ഷരങ്ങൾ വേണം",
  "Email already exists": "ഈ ഇമെയിൽ ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്",
  "Phone number already exists": "ഈ ഫോൺ നമ്പർ ഇതിനകം രജിസ്റ്റർ ചെയ്തിട്ടുണ്ട്",
  "Failed to register.": "രജിസ്റ്റർ ചെയ്യാനായില്ല.",

  // app/schemas/profile.ts (cancel, review and profile forms)
  "Reason is required": "ഒരു കാരണം തിരഞ്ഞെടുക്കൂ",
  "Provider ID is missing.": "പ്രൊവൈഡർ ID കാണുന്നില്ല.",
  "Rating is required": "റേറ്റിംഗ് നൽകൂ",
  "Comment is required": "അഭിപ്രായം എഴുതൂ",
  "Comment must be under 500 characters": "അഭിപ്രായം 500 അക്ഷരങ്ങളിൽ താഴെയായിരിക്കണം",
  "Name is required": "പേര് നൽകണം",
  "Mobile number must be 10 digits": "മൊബൈൽ നമ്പറിൽ 10 അക്കങ്ങൾ വേണം",
  "Must be only digits": "അക്കങ്ങൾ മാത്രം നൽകൂ",
  "Email is required": "ഇമെയിൽ നൽകണം",
  "Invalid email format": "ഇമെയിലിന്റെ ഫോർമാറ്റ് ശരിയല്ല",

  // app/schemas/search.ts (the search box and the callback form)
  "Service Type is missing. Please select a service type.": "സേവന തരം തിരഞ്ഞെടുത്തിട്ടില്ല. ഒരു സേവന തരം തിരഞ്ഞെടുക്കൂ.",
  "Service search cannot be empty": "സേവനത്തിന്റെ പേര് നൽകൂ",
  "Location search cannot be empty": "സ്ഥലത്തിന്റെ പേര് നൽകൂ",
  "Full name is required": "മുഴുവൻ പേര് നൽകണം",

  // app/schemas/accessibility.ts (ACCESSIBILITY_REPORT_MESSAGES of contract/messages.ts, with their limits filled in)
  "Please tell us what went wrong, in at least 10 characters.": "എന്താണ് പ്രശ്നമെന്ന് കുറഞ്ഞത് 10 അക്ഷരങ്ങളിൽ ഞങ്ങളോട് പറയൂ.",
  "Please keep it to 2000 characters.": "ഇത് 2000 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",
  "Please keep the page to 300 characters.": "പേജിന്റെ വിവരം 300 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",
  "Please keep this to 100 characters.": "ഇത് 100 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",
  "Please give an email address or a 10-digit mobile number, or leave this empty.": "ഒരു ഇമെയിൽ വിലാസമോ 10 അക്ക മൊബൈൽ നമ്പറോ നൽകൂ, അല്ലെങ്കിൽ ഇത് ഒഴിച്ചിടൂ.",

  // app/schemas/*.ts: the longest text each form takes (contact, login, profile, search)
  "Please keep this to 80 characters.": "ഇത് 80 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",
  "Please keep this to 120 characters.": "ഇത് 120 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",
  "Please keep this to 254 characters.": "ഇത് 254 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",
  "Please keep this to 300 characters.": "ഇത് 300 അക്ഷരങ്ങളിൽ ഒതുക്കൂ.",

  // contract/messages.ts: MESSAGE_REPLIES (the newsletter, callback, contact and accessibility answers)
  "Thank you for subscribing!": "സബ്സ്ക്രൈബ് ചെയ്തതിന് നന്ദി!",
  "Thank you! We will call you back shortly.": "നന്ദി! ഞങ്ങൾ ഉടൻ നിങ്ങളെ തിരിച്ചുവിളിക്കും.",
  "Thank you for reaching out! We will get back to you within two working days.": "ഞങ്ങളെ ബന്ധപ്പെട്ടതിന് നന്ദി! രണ്ട് പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും.",
  "Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days.":
    "ഞങ്ങളെ അറിയിച്ചതിന് നന്ദി. ഓരോ റിപ്പോർട്ടും ഞങ്ങൾ വായിക്കുന്നുണ്ട്; നിങ്ങളെ ബന്ധപ്പെടാനുള്ള വഴി നൽകിയിട്ടുണ്ടെങ്കിൽ, രണ്ട് പ്രവൃത്തി ദിവസത്തിനുള്ളിൽ മറുപടി നൽകും.",

  // contract/schemas/messages.ts (POST /api/subscribe/, /api/callback-request/, /api/contact/, /api/accessibility-report/)
  "Full name must be at most 100 characters": "മുഴുവൻ പേര് പരമാവധി 100 അക്ഷരങ്ങൾ ആകാം",
  "Invalid user ID.": "യൂസർ ID ശരിയല്ല.",
  "Name must be at most 100 characters": "പേര് പരമാവധി 100 അക്ഷരങ്ങൾ ആകാം",
  "Message must be at most 2000 characters": "സന്ദേശം പരമാവധി 2000 അക്ഷരങ്ങൾ ആകാം",

  // contract/schemas/auth.ts (login codes and registration)
  "Invalid phone number": "ഫോൺ നമ്പർ ശരിയല്ല",
  "OTP sent successfully.": "OTP അയച്ചിട്ടുണ്ട്.",
  "Invalid OTP": "OTP ശരിയല്ല",
  "Login successful": "ലോഗിൻ ചെയ്തു",
  "Name is too long": "പേരിന് നീളം കൂടുതലാണ്",
  "Logged out": "ലോഗ് ഔട്ട് ചെയ്തു",
  "Phone number or OTP is missing": "ഫോൺ നമ്പറോ OTP-യോ നൽകിയിട്ടില്ല",
  "Registration successful! You can now log in.": "രജിസ്ട്രേഷൻ പൂർത്തിയായി! ഇനി ലോഗിൻ ചെയ്യാം.",

  // contract/schemas/profile.ts (GET and PUT /api/my-profile/, the phone change)
  "Gender must be Male or Female": "ലിംഗം പുരുഷൻ അല്ലെങ്കിൽ സ്ത്രീ ആയിരിക്കണം",
  "Profile updated successfully!": "പ്രൊഫൈൽ അപ്ഡേറ്റ് ചെയ്തു!",
  "Phone number updated.": "ഫോൺ നമ്പർ അപ്ഡേറ്റ് ചെയ്തു.",
  "Location is too long": "സ്ഥലപ്പേരിന് നീളം കൂടുതലാണ്",
  "Address is too long": "വിലാസത്തിന് നീളം കൂടുതലാണ്",

  // contract/schemas/appointments.ts (booking a slot, the provider's code, cancelling before paying)
  "Invalid provider ID.": "പ്രൊവൈഡർ ID ശരിയല്ല.",
  "Please add 600rs worth of services to proceed to the checkout.": "ചെക്ക്ഔട്ടിലേക്ക് പോകാൻ കുറഞ്ഞത് ₹600-ന്റെ സേവനങ്ങൾ ചേർക്കൂ.",
  "Appointment requested. Waiting for the provider to confirm.": "അപ്പോയിന്റ്മെന്റ് അഭ്യർത്ഥിച്ചു. പ്രൊവൈഡർ സ്ഥിരീകരിക്കുന്നതിനായി കാത്തിരിക്കുന്നു.",
  "Invalid OTP. Please try again.": "OTP ശരിയല്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "The provider did not confirm in time, so this request was cancelled.": "പ്രൊവൈഡർ സമയത്തിന് സ്ഥിരീകരിച്ചില്ല, അതിനാൽ ഈ അഭ്യർത്ഥന റദ്ദായി.",
  "Appointment confirmed.": "അപ്പോയിന്റ്മെന്റ് സ്ഥിരീകരിച്ചു.",
  "Appointment cancelled.": "അപ്പോയിന്റ്മെന്റ് റദ്ദാക്കി.",
  "This appointment can no longer be cancelled here.": "ഈ അപ്പോയിന്റ്മെന്റ് ഇനി ഇവിടെ നിന്ന് റദ്ദാക്കാനാകില്ല.",
  "Appointment was cancelled by the service provider": "പ്രൊവൈഡർ അപ്പോയിന്റ്മെന്റ് റദ്ദാക്കി",
  "Invalid branch ID.": "ബ്രാഞ്ച് ID ശരിയല്ല.",
  "Quantities must be whole numbers.": "എണ്ണം പൂർണ്ണസംഖ്യയായിരിക്കണം.",
  "Invalid booking form. Please try again.": "ബുക്കിംഗ് ഫോം ശരിയല്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "Failed to fetch appointment details": "അപ്പോയിന്റ്മെന്റ് വിവരങ്ങൾ ലഭിച്ചില്ല",
  "OTP must be 4 digits": "OTP-യിൽ 4 അക്കങ്ങൾ വേണം",

  // contract/schemas/bookings.ts (My Bookings: the list, cancelling, the invoice, reviews)
  "User ID is required": "യൂസർ ID ആവശ്യമാണ്",
  "Failed to fetch bookings": "ബുക്കിംഗുകൾ ലോഡ് ചെയ്യാനായില്ല",
  "Please choose a reason from the list.": "പട്ടികയിൽ നിന്ന് ഒരു കാരണം തിരഞ്ഞെടുക്കൂ.",
  "Appointment ID is missing.": "അപ്പോയിന്റ്മെന്റ് ID കാണുന്നില്ല.",
  "This booking can no longer be cancelled.": "ഈ ബുക്കിംഗ് ഇനി റദ്ദാക്കാനാകില്ല.",
  "Your booking has been cancelled. It was free of charge.": "നിങ്ങളുടെ ബുക്കിംഗ് റദ്ദാക്കി. ഇതിന് ചാർജ് ഒന്നും ഈടാക്കിയിട്ടില്ല.",
  "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days.":
    "നിങ്ങളുടെ ബുക്കിംഗ് റദ്ദാക്കി. ഇതിന് ചാർജ് ഒന്നുമില്ല; നിങ്ങൾ അടച്ച തുക 14 ദിവസത്തിനുള്ളിൽ തിരികെ ലഭിക്കും.",
  "Failed to download My Booking Invoice.": "ബുക്കിംഗ് ഇൻവോയ്സ് ഡൗൺലോഡ് ചെയ്യാനായില്ല.",
  "Thank you for your review!": "നിങ്ങളുടെ അഭിപ്രായത്തിന് നന്ദി!",
  "Your review has been updated.": "നിങ്ങളുടെ അഭിപ്രായം പുതുക്കി.",
  "Each detail rating is a whole number from 1 to 5.": "ഓരോ വിശദ റേറ്റിംഗും 1 മുതൽ 5 വരെയുള്ള ഒരു പൂർണ്ണസംഖ്യ ആയിരിക്കണം.",
  "You can add up to 3 photos.": "പരമാവധി 3 ഫോട്ടോകൾ ചേർക്കാം.",
  "Invalid appointment ID.": "അപ്പോയിന്റ്മെന്റ് ID ശരിയല്ല.",

  // contract/schemas/catalog.ts
  "Invalid category ID.": "കാറ്റഗറി ID ശരിയല്ല.",

  // contract/schemas/checkout.ts (coupons and checkout)
  "The amount does not match your cart. Please review your cart.": "തുക നിങ്ങളുടെ കാർട്ടുമായി പൊരുത്തപ്പെടുന്നില്ല. കാർട്ട് ഒന്ന് പരിശോധിക്കൂ.",
  "Your booking is confirmed. Please complete the UPI payment.": "നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു. UPI പേയ്മെന്റ് പൂർത്തിയാക്കൂ.",
  "This booking has been cancelled.": "ഈ ബുക്കിംഗ് റദ്ദാക്കിയിരിക്കുന്നു.",
  "Please choose how you will pay: UPI or at the venue.": "എങ്ങനെ പണമടയ്ക്കുമെന്ന് തിരഞ്ഞെടുക്കൂ: UPI വഴിയോ സേവന സമയത്തോ.",
  "Your booking is confirmed. Please pay at the venue.": "നിങ്ങളുടെ ബുക്കിംഗ് സ്ഥിരീകരിച്ചു. സേവന സമയത്ത് പണമടയ്ക്കൂ.",

  // contract/schemas/payments.ts (the customer's payment calls; the gateway's words are for the gateway only)
  "Payment at the venue recorded.": "സേവന സമയത്തെ പേയ്മെന്റ് രേഖപ്പെടുത്തി.",

  // contract/schemas/places.ts (the location box)
  "Please enter a location.": "ഒരു സ്ഥലം നൽകൂ.",
  "Location must be at most 80 characters.": "സ്ഥലപ്പേര് പരമാവധി 80 അക്ഷരങ്ങൾ ആകാം.",
  "Address must be at most 200 characters.": "വിലാസം പരമാവധി 200 അക്ഷരങ്ങൾ ആകാം.",

  // contract/schemas/fields.ts (shared checks of every call)
  "Invalid ID.": "ID ശരിയല്ല.",
  "Text contains characters that are not allowed.": "ഈ ടെക്സ്റ്റിൽ അനുവദനീയമല്ലാത്ത ചില അക്ഷരങ്ങളുണ്ട്.",

  // app/: the `failure:` texts of api(...) calls (shown when the API fails without words of its own; a lower-case one becomes 'Unable to … Please try again later.')
  "Failed to load cities": "നഗരങ്ങളുടെ പട്ടിക ലോഡ് ചെയ്യാനായില്ല",
  "Failed to fetch service provider details.": "പ്രൊവൈഡറുടെ വിവരങ്ങൾ ലഭിച്ചില്ല.",
  "Failed to fetch appointment.": "അപ്പോയിന്റ്മെന്റ് ലോഡ് ചെയ്യാനായില്ല.",
  "Failed to cancel appointment. Please try again.": "അപ്പോയിന്റ്മെന്റ് റദ്ദാക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "Failed to fetch services list.": "സേവനങ്ങളുടെ പട്ടിക ലഭിച്ചില്ല.",
  "Failed to fetch coupon code.": "കൂപ്പൺ കോഡിന്റെ വിവരങ്ങൾ ലഭിച്ചില്ല.",
  "Failed to get location.": "ലൊക്കേഷൻ കണ്ടെത്താനായില്ല.",
  "Failed to fetch Featured Services data.": "പ്രധാന സേവനങ്ങളുടെ വിവരങ്ങൾ ലഭിച്ചില്ല.",
  "Failed to fetch salon service faq's data": "സലൂൺ സേവനങ്ങളുടെ ചോദ്യോത്തരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല",
  "Failed to fetch home service faq's data": "ഹോം സർവീസിന്റെ ചോദ്യോത്തരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല",
  "Failed to fetch reviews.": "അഭിപ്രായങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.",
  "Failed to load subcategories": "ഉപവിഭാഗങ്ങൾ ലോഡ് ചെയ്യാനായില്ല",
  "Failed to cancel the booking. Please try again.": "ബുക്കിംഗ് റദ്ദാക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "Failed to report the no-show. Please try again.": "പ്രൊഫഷണൽ വന്നില്ലെന്ന് അറിയിക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.",
  "Error submitting the review. Please try again.": "അഭിപ്രായം സമർപ്പിക്കുന്നതിൽ പിശക് സംഭവിച്ചു. വീണ്ടും ശ്രമിക്കൂ.",
  "Failed to load profile": "പ്രൊഫൈൽ ലോഡ് ചെയ്യാനായില്ല",
  "Failed to update profile": "പ്രൊഫൈൽ അപ്ഡേറ്റ് ചെയ്യാനായില്ല",
  "Failed to fetch service provider type.": "സേവന തരങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.",
  "Unable to fetch providers. Please try again later.": "പ്രൊവൈഡർമാരെ ലോഡ് ചെയ്യാനായില്ല. കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",
  "Unable to log out everywhere. Please try again later.": "എല്ലായിടത്തുനിന്നും ലോഗ് ഔട്ട് ചെയ്യാൻ കഴിഞ്ഞില്ല. കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",
  "Unable to load the booking. Please try again later.": "ബുക്കിംഗ് ലോഡ് ചെയ്യാൻ കഴിഞ്ഞില്ല. കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",
  "Unable to send your request. Please try again later.": "നിങ്ങളുടെ അഭ്യർത്ഥന അയയ്ക്കാനായില്ല. കുറച്ചുകഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കൂ.",
  "Failed to fetch time slot data": "സമയ സ്ലോട്ടുകളുടെ വിവരങ്ങൾ ലഭിച്ചില്ല",
  "We could not reach the payment service. Please try again.": "പേയ്മെന്റ് സേവനവുമായി ബന്ധപ്പെടാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.",

  // app/lib: toasts with fixed words (api.server.ts: a login the API no longer accepts; session.server.ts; calendar.server.ts). The routes' other toasts are in their own areas, by serverT
  "Please log in again.": "വീണ്ടും ലോഗിൻ ചെയ്യൂ.",
  "Your cart is full. Please remove an item before adding another.": "നിങ്ങളുടെ കാർട്ട് നിറഞ്ഞു. പുതിയത് ചേർക്കുന്നതിന് മുമ്പ് ഒരെണ്ണം നീക്കം ചെയ്യൂ.",
  "Only a confirmed booking that is still to come can be added to a calendar.": "വരാനിരിക്കുന്ന, സ്ഥിരീകരിച്ച ബുക്കിംഗ് മാത്രമേ കലണ്ടറിൽ ചേർക്കാനാകൂ.",
  "We could not make the calendar entry. Please try again.": "കലണ്ടർ എൻട്രി ഉണ്ടാക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.",

  // app/lib/use-located-link.ts: the browser's location toasts
  "Kindly enable location in your browser or choose your preferred location.": "ബ്രൗസറിൽ ലൊക്കേഷൻ ഓണാക്കൂ, അല്ലെങ്കിൽ ഇഷ്ടമുള്ള സ്ഥലം തിരഞ്ഞെടുക്കൂ.",
  "Geolocation is not supported by your browser.": "നിങ്ങളുടെ ബ്രൗസറിൽ ലൊക്കേഷൻ സൗകര്യം ലഭ്യമല്ല.",
  "Failed to get current location. Please enable location permissions.": "നിലവിലെ ലൊക്കേഷൻ കണ്ടെത്താനായില്ല. ലൊക്കേഷൻ അനുമതി ഓണാക്കൂ.",
  "An error occurred while checking location permissions.": "ലൊക്കേഷൻ അനുമതി പരിശോധിക്കുന്നതിനിടെ ഒരു പിശക് സംഭവിച്ചു.",

  // api/routes/appointments/lifecycle.ts: how a booking ended (its cancellation message) and refused changes
  "The provider did not accept your request in time, so it was cancelled. You have not been charged.":
    "പ്രൊവൈഡർ സമയത്തിന് നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ചില്ല, അതിനാൽ അത് റദ്ദായി. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "The provider's code was not entered within 2 minutes, so the request was cancelled. You have not been charged.":
    "പ്രൊവൈഡറുടെ കോഡ് 2 മിനിറ്റിനുള്ളിൽ നൽകിയില്ല, അതിനാൽ അഭ്യർത്ഥന റദ്ദായി. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "You cancelled this booking.": "നിങ്ങൾ ഈ ബുക്കിംഗ് റദ്ദാക്കി.",
  "You told us the professional did not come. We are sorry: anything you paid is refunded in full.": "പ്രൊഫഷണൽ വന്നില്ലെന്ന് നിങ്ങൾ അറിയിച്ചു. ക്ഷമിക്കണം: നിങ്ങൾ അടച്ചതെല്ലാം മുഴുവനായി തിരികെ നൽകും.",
  "The provider marked this booking as missed: you did not come at its time. You have not been charged.":
    "ഈ ബുക്കിംഗ് നഷ്ടമായതായി പ്രൊവൈഡർ രേഖപ്പെടുത്തി: നിശ്ചയിച്ച സമയത്ത് നിങ്ങൾ വന്നില്ല. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "The provider marked this booking as missed: you did not come at its time. The late-cancellation fee is kept from what you paid by UPI, and the rest is refunded.":
    "ഈ ബുക്കിംഗ് നഷ്ടമായതായി പ്രൊവൈഡർ രേഖപ്പെടുത്തി: നിശ്ചയിച്ച സമയത്ത് നിങ്ങൾ വന്നില്ല. UPI വഴി അടച്ച തുകയിൽ നിന്ന് വൈകി റദ്ദാക്കുന്നതിനുള്ള ഫീസ് എടുക്കും, ബാക്കി തിരികെ നൽകും.",
  "The provider could not take your request, so it was cancelled. You have not been charged.": "ദാതാവിന് നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിക്കാൻ കഴിഞ്ഞില്ല, അതിനാൽ അത് റദ്ദാക്കി. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "The provider is fully booked at this time, so they could not take your request. You have not been charged.":
    "ഈ സമയത്ത് ദാതാവിന്റെ ബുക്കിംഗുകൾ എല്ലാം നിറഞ്ഞിരിക്കുന്നു, അതിനാൽ നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "No professional for these services is free at this time, so the provider could not take your request. You have not been charged.":
    "ഈ സേവനങ്ങൾക്ക് ഈ സമയത്ത് ഒരു പ്രൊഫഷണലും ഒഴിവില്ല, അതിനാൽ ദാതാവിന് നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "Your address is outside the area the provider travels to, so they could not take your request. You have not been charged.":
    "ദാതാവ് യാത്ര ചെയ്യുന്ന പ്രദേശത്തിന് പുറത്താണ് നിങ്ങളുടെ വിലാസം, അതിനാൽ നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "The provider is closed at this time, so they could not take your request. You have not been charged.":
    "ഈ സമയത്ത് ദാതാവ് തുറന്നിട്ടില്ല, അതിനാൽ നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "The provider cannot offer one of these services just now, so they could not take your request. You have not been charged.":
    "ഈ സേവനങ്ങളിൽ ഒന്ന് ഇപ്പോൾ നൽകാൻ ദാതാവിന് കഴിയില്ല, അതിനാൽ നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിക്കാൻ കഴിഞ്ഞില്ല. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "This booking was not paid within 15 minutes, so its slot was released. You have not been charged.":
    "ഈ ബുക്കിംഗിന് 15 മിനിറ്റിനുള്ളിൽ പണമടച്ചില്ല, അതിനാൽ സ്ലോട്ട് ഒഴിവാക്കി. നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  "This booking is awaiting payment and cannot be changed that way now.": "ഈ ബുക്കിംഗ് പേയ്മെന്റിനായി കാത്തിരിക്കുകയാണ്, ഇപ്പോൾ ഇങ്ങനെ മാറ്റാനാകില്ല.",
  "This booking is scheduled and cannot be changed that way now.": "ഈ ബുക്കിംഗ് ഷെഡ്യൂൾ ചെയ്തതാണ്, ഇപ്പോൾ ഇങ്ങനെ മാറ്റാനാകില്ല.",
  "This booking is in progress and cannot be changed that way now.": "ഈ ബുക്കിംഗ് നടന്നുകൊണ്ടിരിക്കുകയാണ്, ഇപ്പോൾ ഇങ്ങനെ മാറ്റാനാകില്ല.",
  "This booking is completed and cannot be changed that way now.": "ഈ ബുക്കിംഗ് പൂർത്തിയായി, ഇനി ഇങ്ങനെ മാറ്റാനാകില്ല.",

  // contract/catalog.ts: the service types' names, as the API gives them
  "Salon Services": "സലൂൺ സേവനം",
  "Home Services": "വീട്ടിൽ സേവനം",

  // contract/booking-link.ts (logging out everywhere)
  "You have been logged out on every device, and earlier booking links no longer work.": "എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും നിങ്ങളെ ലോഗ് ഔട്ട് ചെയ്തു, നേരത്തേ അയച്ച ബുക്കിംഗ് ലിങ്കുകൾ ഇനി പ്രവർത്തിക്കില്ല.",
  // app/schemas/partner.ts and the console's API (the provider console)
  "Unable to load your services. Please try again later.": "നിങ്ങളുടെ സേവനങ്ങൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to save the service. Please try again later.": "സേവനം സേവ് ചെയ്യാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to add the service. Please try again later.": "സേവനം ചേർക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to add the package. Please try again later.": "പാക്കേജ് ചേർക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Please choose what kind of service it is.": "ഇത് ഏത് തരം സേവനമാണെന്ന് തിരഞ്ഞെടുക്കുക.",
  "Please enter the package's name.": "ദയവായി പാക്കേജിന്റെ പേര് നൽകുക.",
  "Please choose 2 to 8 of your services for the package.": "പാക്കേജിനായി നിങ്ങളുടെ 2 മുതൽ 8 വരെ സേവനങ്ങൾ തിരഞ്ഞെടുക്കുക.",
  "Unable to add the stylist. Please try again later.": "സ്റ്റൈലിസ്റ്റിനെ ചേർക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to save the stylist. Please try again later.": "സ്റ്റൈലിസ്റ്റിന്റെ വിവരങ്ങൾ സേവ് ചെയ്യാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to retire the stylist. Please try again later.": "സ്റ്റൈലിസ്റ്റിനെ ഒഴിവാക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to bring the stylist back. Please try again later.": "സ്റ്റൈലിസ്റ്റിനെ തിരികെ കൊണ്ടുവരാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Prices are whole rupees from 1 to 500000.": "വില 1 മുതൽ 500000 വരെയുള്ള പൂർണ്ണ രൂപയായിരിക്കണം.",
  "Please choose how long it takes.": "ഇതിന് എത്ര സമയമെടുക്കുമെന്ന് തിരഞ്ഞെടുക്കുക.",
  "Please enter the service's name.": "ദയവായി സേവനത്തിന്റെ പേര് നൽകുക.",
  "Please enter the stylist's name.": "ദയവായി സ്റ്റൈലിസ്റ്റിന്റെ പേര് നൽകുക.",
  "Please enter what they do, for example Hair stylist.": "അവർ എന്താണ് ചെയ്യുന്നതെന്ന് നൽകുക, ഉദാഹരണത്തിന് ഹെയർ സ്റ്റൈലിസ്റ്റ്.",
  "Years of experience are a whole number from 0 to 60.": "അനുഭവ വർഷങ്ങൾ 0 മുതൽ 60 വരെയുള്ള പൂർണ്ണസംഖ്യ ആയിരിക്കണം.",
  "Unable to load your reviews. Please try again later.": "നിങ്ങളുടെ റിവ്യൂകൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to publish your reply. Please try again later.": "നിങ്ങളുടെ മറുപടി പ്രസിദ്ധീകരിക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Please write your reply.": "ദയവായി നിങ്ങളുടെ മറുപടി എഴുതുക.",
  "Please keep your reply to 1000 characters.": "ദയവായി മറുപടി 1000 അക്ഷരങ്ങളിൽ ഒതുക്കുക.",
  "Unable to load your hours. Please try again later.": "നിങ്ങളുടെ സമയക്രമം തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to save your hours. Please try again later.": "നിങ്ങളുടെ സമയക്രമം സേവ് ചെയ്യാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Write times like 9:30 AM.": "സമയം ഇങ്ങനെ എഴുതുക: 9:30 AM.",
  "Buffer minutes must be a whole number from 0 to 240.": "ഇടവേള മിനിറ്റുകൾ 0 മുതൽ 240 വരെയുള്ള പൂർണ്ണസംഖ്യ ആയിരിക്കണം.",
  "The travel radius must be a whole number of km from 1 to 200, or empty for no limit.": "യാത്രാദൂരം 1 മുതൽ 200 കി.മീ. വരെയുള്ള പൂർണ്ണസംഖ്യ ആകണം, പരിധി വേണ്ടെങ്കിൽ ഒഴിച്ചിടുക.",
  "Please choose a date.": "ദയവായി ഒരു തീയതി തിരഞ്ഞെടുക്കുക.",
  "A note can be at most 200 characters.": "കുറിപ്പ് പരമാവധി 200 അക്ഷരങ്ങൾ വരെയാകാം.",
  "Opening and closing times must differ. For a day off, mark the day closed.": "തുറക്കുന്നതും അടയ്ക്കുന്നതുമായ സമയം വ്യത്യസ്തമാകണം. അവധിക്ക്, ആ ദിവസം അടച്ചതായി അടയാളപ്പെടുത്തുക.",
  "Open on at least one day of the week. To close for a while, add days off.": "ആഴ്ചയിൽ കുറഞ്ഞത് ഒരു ദിവസമെങ്കിലും തുറന്നിരിക്കുക. കുറച്ചുകാലം അടച്ചിടാൻ അവധി ദിവസങ്ങൾ ചേർക്കുക.",
  "A break must end after it starts, on the same day.": "ഇടവേള തുടങ്ങിയ ശേഷം അതേ ദിവസം തന്നെ അവസാനിക്കണം.",
  "At most 30 breaks.": "പരമാവധി 30 ഇടവേളകൾ.",
  "At most 366 days off.": "പരമാവധി 366 അവധി ദിവസങ്ങൾ.",
  "Each day off once.": "ഓരോ അവധിയും ഒരിക്കൽ മാത്രം.",
  "Write the date as YYYY-MM-DD.": "തീയതി YYYY-MM-DD എന്ന രീതിയിൽ എഴുതുക.",
  "Choose a weekday, or none for every day.": "ഒരു ആഴ്ചദിവസം തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ എല്ലാ ദിവസത്തിനും ഒന്നും വേണ്ട.",
  "The travel radius must be a whole number of km from 1 to 200, or null for no limit.": "യാത്രാദൂരം 1 മുതൽ 200 കി.മീ. വരെയുള്ള പൂർണ്ണസംഖ്യ ആകണം, അല്ലെങ്കിൽ പരിധിയില്ല.",
  "Unable to load your standing. Please try again later.": "നിങ്ങളുടെ നിലയുടെ കണക്കുകൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load your ledger. Please try again later.": "നിങ്ങളുടെ കണക്കുപുസ്തകം തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load your console. Please try again later.": "നിങ്ങളുടെ കൺസോൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load the requests. Please try again later.": "അഭ്യർത്ഥനകൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to accept the request. Please try again later.": "അഭ്യർത്ഥന സ്വീകരിക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to decline the request. Please try again later.": "അഭ്യർത്ഥന നിരസിക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load the request. Please try again later.": "അഭ്യർത്ഥന തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load your team. Please try again later.": "നിങ്ങളുടെ ടീം തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load your schedule. Please try again later.": "നിങ്ങളുടെ ഷെഡ്യൂൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to cancel this booking. Please try again later.": "ഈ ബുക്കിംഗ് റദ്ദാക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to start this appointment. Please try again later.": "ഈ അപ്പോയിന്റ്മെന്റ് തുടങ്ങാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to complete this appointment. Please try again later.": "ഈ അപ്പോയിന്റ്മെന്റ് പൂർത്തിയായതായി രേഖപ്പെടുത്താനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to record the payment. Please try again later.": "പണമടച്ചത് രേഖപ്പെടുത്താനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to mark the no-show. Please try again later.": "നോ-ഷോ രേഖപ്പെടുത്താനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Please write why you are cancelling: the customer reads it.": "എന്തുകൊണ്ടാണ് റദ്ദാക്കുന്നതെന്ന് എഴുതുക: ഉപഭോക്താവ് ഇത് വായിക്കും.",
  "Please keep the reason under 300 characters.": "കാരണം 300 അക്ഷരങ്ങളിൽ താഴെയാക്കുക.",
  "Unable to load your branches. Please try again later.": "നിങ്ങളുടെ ബ്രാഞ്ചുകൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to add them to your team. Please try again later.": "അവരെ നിങ്ങളുടെ ടീമിൽ ചേർക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to remove them. Please try again later.": "അവരെ നീക്കം ചെയ്യാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to load your photos. Please try again later.": "നിങ്ങളുടെ ഫോട്ടോകൾ തുറക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to add your photo. Please try again later.": "നിങ്ങളുടെ ഫോട്ടോ ചേർക്കാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Unable to remove the photo. Please try again later.": "ഫോട്ടോ നീക്കം ചെയ്യാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Please choose a photo from your phone or computer.": "നിങ്ങളുടെ ഫോണിൽ നിന്നോ കമ്പ്യൂട്ടറിൽ നിന്നോ ഒരു ഫോട്ടോ തിരഞ്ഞെടുക്കുക.",
  "Unable to log out. Please try again later.": "ലോഗ് ഔട്ട് ചെയ്യാനായില്ല. ദയവായി അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കുക.",
  "Please enter the 6-digit code we sent.": "ഞങ്ങൾ അയച്ച 6 അക്ക കോഡ് നൽകുക.",
  "Please choose why you cannot take this request.": "എന്തുകൊണ്ട് ഈ അഭ്യർത്ഥന എടുക്കാൻ കഴിയില്ലെന്ന് തിരഞ്ഞെടുക്കുക.",
  "Please enter their name.": "ദയവായി അവരുടെ പേര് നൽകുക.",
  "Please choose at least one branch.": "ദയവായി കുറഞ്ഞത് ഒരു ബ്രാഞ്ച് തിരഞ്ഞെടുക്കുക.",
  "This request could not be found. Please refresh the page.": "ഈ അഭ്യർത്ഥന കണ്ടെത്താനായില്ല. ദയവായി പേജ് പുതുക്കുക.",
  "Please choose at least one branch for a staff member.": "സ്റ്റാഫ് അംഗത്തിനായി കുറഞ്ഞത് ഒരു ബ്രാഞ്ച് തിരഞ്ഞെടുക്കുക.",
  // Messages with a value in them: matched as patterns, the value carried over (translateSaid)
  "Your booking has been cancelled. A cancellation fee of {fee} applies; the rest will be refunded within 14 days.":
    "നിങ്ങളുടെ ബുക്കിംഗ് റദ്ദാക്കി. {fee} റദ്ദാക്കൽ ഫീസ് ബാധകമാണ്; ബാക്കി തുക 14 ദിവസത്തിനുള്ളിൽ തിരികെ നൽകും.",
  "Your booking has been cancelled. It was free of charge, and {amount} is refunded to your UPI account.": "നിങ്ങളുടെ ബുക്കിംഗ് റദ്ദാക്കി. ഇതിന് ചാർജ് ഒന്നുമില്ല; {amount} നിങ്ങളുടെ UPI അക്കൗണ്ടിലേക്ക് തിരികെ നൽകി.",
  "Your booking has been cancelled. A cancellation fee of {fee} is kept, and {amount} is refunded to your UPI account.":
    "നിങ്ങളുടെ ബുക്കിംഗ് റദ്ദാക്കി. {fee} റദ്ദാക്കൽ ഫീസ് എടുത്തു; {amount} നിങ്ങളുടെ UPI അക്കൗണ്ടിലേക്ക് തിരികെ നൽകി.",
} satisfies Record<keyof typeof en, string>;

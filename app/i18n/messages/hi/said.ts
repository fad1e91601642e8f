import type en from "../en/said";

export default {
  // app/schemas/constants.ts: BOOKING_MESSAGES (the date and slot form, the provider's code)
  "Please select a time slot.": "कृपया कोई टाइम स्लॉट चुनें।",
  "Missing required booking information. Please try again.": "बुकिंग की कुछ ज़रूरी जानकारी छूट गई है। कृपया फिर से कोशिश करें।",
  "Booking failed. Please try again.": "बुकिंग नहीं हो पाई। कृपया फिर से कोशिश करें।",
  "Date input not valid.": "यह तारीख सही नहीं है।",
  "Please enter a valid 4-digit OTP.": "कृपया सही 4 अंकों का OTP डालें।",
  "The photo is too large. Please choose one under 40 MB.": "फ़ोटो बहुत बड़ी है। कृपया 40 MB से छोटी फ़ोटो चुनें।",
  "That file is not a photo we can read. Please choose a JPEG, PNG, GIF or WebP image.": "यह फ़ाइल ऐसी फ़ोटो नहीं है जिसे हम पढ़ सकें। कृपया JPEG, PNG, GIF या WebP इमेज चुनें।",
  "Many photos are being sent right now. Please try again in a minute.": "अभी बहुत सारी फ़ोटो भेजी जा रही हैं। कृपया एक मिनट बाद फिर कोशिश करें।",

  // app/schemas/constants.ts: CHECKOUT_MESSAGES (the confirm page and its coupon)
  "Invalid coupon code": "कूपन कोड सही नहीं है",
  "Appointment ID is missing. Please start over.": "अपॉइंटमेंट ID नहीं मिली। कृपया शुरू से दोबारा बुक करें।",
  "Invalid total amount. Please review your cart.": "कुल रकम सही नहीं है। कृपया अपना कार्ट एक बार देख लें।",
  "Checkout failed. Please try again.": "चेकआउट नहीं हो पाया। कृपया फिर से कोशिश करें।",
  "An unexpected error occurred during checkout.": "चेकआउट के दौरान अचानक कोई गड़बड़ हो गई।",

  // app/schemas/constants.ts: NEWSLETTER_MESSAGES (the footer's sign-up)
  "Please enter a valid email.": "कृपया सही ईमेल पता डालें।",
  "Error submitting the email. Please try again.": "ईमेल भेजने में दिक्कत आई। कृपया फिर से कोशिश करें।",
  "Email Submitted Successfully": "ईमेल सफलतापूर्वक भेज दिया गया",

  // app/schemas/constants.ts: CANCEL_REASONS (the choices of My Bookings' cancel form; the form still sends the English value)
  "Personal Reasons": "निजी कारण",
  "Scheduling Conflict": "समय मेल नहीं खा रहा",
  Emergency: "इमरजेंसी",
  Other: "अन्य",

  // app/schemas/contact.ts
  "Name must be at least 2 characters": "नाम कम से कम 2 अक्षरों का होना चाहिए",
  "Invalid email address": "ईमेल पता सही नहीं है",
  "Message must be at least 5 characters": "संदेश कम से कम 5 अक्षरों का होना चाहिए",

  // app/schemas/login.ts (MESSAGES of app/components/login/constants.tsx)
  "Phone number must be 10 digits": "फ़ोन नंबर 10 अंकों का होना चाहिए",
  "Invalid phone number format": "फ़ोन नंबर का फ़ॉर्मैट सही नहीं है",
  "Failed to send OTP.": "OTP नहीं भेजा जा सका।",
  Required: "ज़रूरी है",
  "Must be a digit": "यहाँ एक अंक डालें",
  "Must be 6 digits": "6 अंक होने चाहिए",
  "Please enter a valid 6-digit OTP.": "कृपया सही 6 अंकों का OTP डालें।",
  "Name must be at least 3 characters long": "नाम कम से कम 3 अक्षरों का होना चाहिए",
  "Email already exists": "यह ईमेल पहले से रजिस्टर्ड है",
  "Phone number already exists": "यह फ़ोन नंबर पहले से रजिस्टर्ड है",
  "Failed to register.": "रजिस्ट्रेशन नहीं हो पाया।",

  // app/schemas/profile.ts (cancel, review and profile forms)
  "Reason is required": "कृपया कोई कारण चुनें",
  "Provider ID is missing.": "प्रोवाइडर की ID नहीं मिली।",
  "Rating is required": "कृपया रेटिंग दें",
  "Comment is required": "कृपया अपनी राय लिखें",
  "Comment must be under 500 characters": "राय 500 अक्षरों से कम होनी चाहिए",
  "Name is required": "नाम ज़रूरी है",
  "Mobile number must be 10 digits": "मोबाइल नंबर 10 अंकों का होना चाहिए",
  "Must be only digits": "सिर्फ़ अंक डालें",
  "Email is required": "ईमेल ज़रूरी है",
  "Invalid email format": "ईमेल का फ़ॉर्मैट सही नहीं है",

  // app/schemas/search.ts (the search box and the callback form)
  "Service Type is missing. Please select a service type.": "सेवा का प्रकार नहीं चुना गया। कृपया सेवा का प्रकार चुनें।",
  "Service search cannot be empty": "कृपया सेवा का नाम लिखें",
  "Location search cannot be empty": "कृपया जगह का नाम लिखें",
  "Full name is required": "पूरा नाम ज़रूरी है",

  // app/schemas/accessibility.ts (ACCESSIBILITY_REPORT_MESSAGES of contract/messages.ts, with their limits filled in)
  "Please tell us what went wrong, in at least 10 characters.": "कृपया बताइए कि क्या गड़बड़ हुई, कम से कम 10 अक्षरों में।",
  "Please keep it to 2000 characters.": "कृपया इसे 2000 अक्षरों तक ही रखें।",
  "Please keep the page to 300 characters.": "कृपया पेज का नाम 300 अक्षरों तक ही रखें।",
  "Please keep this to 100 characters.": "कृपया इसे 100 अक्षरों तक ही रखें।",
  "Please give an email address or a 10-digit mobile number, or leave this empty.": "कृपया ईमेल पता या 10 अंकों का मोबाइल नंबर दें, या इसे खाली छोड़ दें।",

  // app/schemas/*.ts: the longest text each form takes (contact, login, profile, search)
  "Please keep this to 80 characters.": "कृपया इसे 80 अक्षरों तक ही रखें।",
  "Please keep this to 120 characters.": "कृपया इसे 120 अक्षरों तक ही रखें।",
  "Please keep this to 254 characters.": "कृपया इसे 254 अक्षरों तक ही रखें।",
  "Please keep this to 300 characters.": "कृपया इसे 300 अक्षरों तक ही रखें।",

  // contract/messages.ts: MESSAGE_REPLIES (the newsletter, callback, contact and accessibility answers)
  "Thank you for subscribing!": "सब्सक्राइब करने के लिए धन्यवाद!",
  "Thank you! We will call you back shortly.": "धन्यवाद! हम जल्द ही आपको कॉल करेंगे।",
  "Thank you for reaching out! We will get back to you within two working days.": "हमसे संपर्क करने के लिए धन्यवाद! हम दो कामकाजी दिनों के अंदर आपको जवाब देंगे।",
  "Thank you for telling us. We read every report, and if you left a way to reach you, we will reply within two working days.":
    "बताने के लिए धन्यवाद। हम हर रिपोर्ट पढ़ते हैं, और अगर आपने संपर्क का कोई तरीका दिया है, तो हम दो कामकाजी दिनों के अंदर जवाब देंगे।",

  // contract/schemas/messages.ts (POST /api/subscribe/, /api/callback-request/, /api/contact/, /api/accessibility-report/)
  "Full name must be at most 100 characters": "पूरा नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Invalid user ID.": "यूज़र ID सही नहीं है।",
  "Name must be at most 100 characters": "नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Message must be at most 2000 characters": "संदेश ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है",

  // contract/schemas/auth.ts (login codes and registration)
  "Invalid phone number": "फ़ोन नंबर सही नहीं है",
  "OTP sent successfully.": "OTP भेज दिया गया है।",
  "Invalid OTP": "OTP सही नहीं है",
  "Login successful": "लॉग इन हो गया",
  "Name is too long": "नाम बहुत लंबा है",
  "Logged out": "लॉग आउट हो गया",
  "Phone number or OTP is missing": "फ़ोन नंबर या OTP नहीं मिला",
  "Registration successful! You can now log in.": "रजिस्ट्रेशन हो गया! अब आप लॉग इन कर सकते हैं।",

  // contract/schemas/profile.ts (GET and PUT /api/my-profile/, the phone change)
  "Gender must be Male or Female": "कृपया लिंग में पुरुष या महिला चुनें",
  "Profile updated successfully!": "प्रोफ़ाइल अपडेट हो गई!",
  "Phone number updated.": "फ़ोन नंबर अपडेट हो गया।",
  "Location is too long": "जगह का नाम बहुत लंबा है",
  "Address is too long": "पता बहुत लंबा है",

  // contract/schemas/appointments.ts (booking a slot, the provider's code, cancelling before paying)
  "Invalid provider ID.": "प्रोवाइडर की ID सही नहीं है।",
  "Please add 600rs worth of services to proceed to the checkout.": "चेकआउट के लिए कृपया कम से कम ₹600 की सेवाएँ जोड़ें।",
  "Appointment requested. Waiting for the provider to confirm.": "अपॉइंटमेंट का अनुरोध भेज दिया गया है। प्रोवाइडर के कन्फ़र्म करने का इंतज़ार है।",
  "Invalid OTP. Please try again.": "OTP सही नहीं है। कृपया फिर से कोशिश करें।",
  "The provider did not confirm in time, so this request was cancelled.": "प्रोवाइडर ने समय पर कन्फ़र्म नहीं किया, इसलिए यह अनुरोध रद्द हो गया।",
  "Appointment confirmed.": "अपॉइंटमेंट पक्का हो गया।",
  "Appointment cancelled.": "अपॉइंटमेंट रद्द कर दिया गया।",
  "This appointment can no longer be cancelled here.": "यह अपॉइंटमेंट अब यहाँ से रद्द नहीं किया जा सकता।",
  "Appointment was cancelled by the service provider": "सर्विस प्रोवाइडर ने अपॉइंटमेंट रद्द कर दिया",
  "Invalid branch ID.": "ब्रांच की ID सही नहीं है।",
  "Quantities must be whole numbers.": "संख्या पूरे अंकों में होनी चाहिए।",
  "Invalid booking form. Please try again.": "बुकिंग फ़ॉर्म सही नहीं है। कृपया फिर से कोशिश करें।",
  "Failed to fetch appointment details": "अपॉइंटमेंट की जानकारी नहीं मिल पाई",
  "OTP must be 4 digits": "OTP 4 अंकों का होना चाहिए",

  // contract/schemas/bookings.ts (My Bookings: the list, cancelling, the invoice, reviews)
  "User ID is required": "यूज़र ID ज़रूरी है",
  "Failed to fetch bookings": "बुकिंग्स लोड नहीं हो पाईं",
  "Please choose a reason from the list.": "कृपया सूची में से कोई कारण चुनें।",
  "Appointment ID is missing.": "अपॉइंटमेंट ID नहीं मिली।",
  "This booking can no longer be cancelled.": "यह बुकिंग अब रद्द नहीं की जा सकती।",
  "Your booking has been cancelled. It was free of charge.": "आपकी बुकिंग रद्द कर दी गई है। इसके लिए कोई शुल्क नहीं लगा।",
  "Your booking has been cancelled. It was free of charge, and what you paid will be refunded within 14 days.":
    "आपकी बुकिंग रद्द कर दी गई है। इसके लिए कोई शुल्क नहीं लगा, और आपका चुकाया पैसा 14 दिनों के अंदर वापस कर दिया जाएगा।",
  "Failed to download My Booking Invoice.": "बुकिंग का इनवॉइस डाउनलोड नहीं हो पाया।",
  "Thank you for your review!": "आपकी समीक्षा के लिए धन्यवाद!",
  "Your review has been updated.": "आपकी समीक्षा अपडेट हो गई है।",
  "Each detail rating is a whole number from 1 to 5.": "हर अलग रेटिंग 1 से 5 के बीच का पूरा अंक होनी चाहिए।",
  "You can add up to 3 photos.": "आप ज़्यादा से ज़्यादा 3 फ़ोटो जोड़ सकते हैं।",
  "Invalid appointment ID.": "अपॉइंटमेंट ID सही नहीं है।",

  // contract/schemas/catalog.ts
  "Invalid category ID.": "कैटेगरी की ID सही नहीं है।",

  // contract/schemas/checkout.ts (coupons and checkout)
  "The amount does not match your cart. Please review your cart.": "रकम आपके कार्ट से मेल नहीं खाती। कृपया अपना कार्ट एक बार देख लें।",
  "Your booking is confirmed. Please complete the UPI payment.": "आपकी बुकिंग पक्की हो गई है। कृपया UPI भुगतान पूरा करें।",
  "This booking has been cancelled.": "यह बुकिंग रद्द कर दी गई है।",
  "Please choose how you will pay: UPI or at the venue.": "कृपया चुनें कि भुगतान कैसे करेंगे: UPI से या सेवा के समय।",
  "Your booking is confirmed. Please pay at the venue.": "आपकी बुकिंग पक्की हो गई है। कृपया सेवा के समय भुगतान करें।",

  // contract/schemas/payments.ts (the customer's payment calls; the gateway's words are for the gateway only)
  "Payment at the venue recorded.": "सेवा के समय भुगतान दर्ज हो गया।",

  // contract/schemas/places.ts (the location box)
  "Please enter a location.": "कृपया कोई जगह लिखें।",
  "Location must be at most 80 characters.": "जगह का नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है।",
  "Address must be at most 200 characters.": "पता ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।",

  // contract/schemas/fields.ts (shared checks of every call)
  "Invalid ID.": "ID सही नहीं है।",
  "Text contains characters that are not allowed.": "इस टेक्स्ट में कुछ ऐसे अक्षर हैं जिनकी अनुमति नहीं है।",

  // app/: the `failure:` texts of api(...) calls (shown when the API fails without words of its own; a lower-case one becomes 'Unable to … Please try again later.')
  "Failed to load cities": "शहरों की सूची लोड नहीं हो पाई",
  "Failed to fetch service provider details.": "सर्विस प्रोवाइडर की जानकारी नहीं मिल पाई।",
  "Failed to fetch appointment.": "अपॉइंटमेंट लोड नहीं हो पाया।",
  "Failed to cancel appointment. Please try again.": "अपॉइंटमेंट रद्द नहीं हो पाया। कृपया फिर से कोशिश करें।",
  "Failed to fetch services list.": "सेवाओं की सूची नहीं मिल पाई।",
  "Failed to fetch coupon code.": "कूपन कोड की जानकारी नहीं मिल पाई।",
  "Failed to get location.": "लोकेशन नहीं मिल पाई।",
  "Failed to fetch Featured Services data.": "ख़ास सेवाओं की जानकारी नहीं मिल पाई।",
  "Failed to fetch salon service faq's data": "सैलून सेवाओं के सवाल-जवाब लोड नहीं हो पाए",
  "Failed to fetch home service faq's data": "होम सर्विस के सवाल-जवाब लोड नहीं हो पाए",
  "Failed to fetch reviews.": "समीक्षाएँ लोड नहीं हो पाईं।",
  "Failed to load subcategories": "सब-कैटेगरी लोड नहीं हो पाईं",
  "Failed to cancel the booking. Please try again.": "बुकिंग रद्द नहीं हो पाई। कृपया फिर से कोशिश करें।",
  "Failed to report the no-show. Please try again.": "प्रोफ़ेशनल के न आने की सूचना नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।",
  "Error submitting the review. Please try again.": "समीक्षा भेजने में दिक्कत आई। कृपया फिर से कोशिश करें।",
  "Failed to load profile": "प्रोफ़ाइल लोड नहीं हो पाई",
  "Failed to update profile": "प्रोफ़ाइल अपडेट नहीं हो पाई",
  "Failed to fetch service provider type.": "सेवा के प्रकार लोड नहीं हो पाए।",
  "Unable to fetch providers. Please try again later.": "प्रोवाइडर लोड नहीं हो पाए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to log out everywhere. Please try again later.": "हर जगह से लॉग आउट नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load the booking. Please try again later.": "बुकिंग लोड नहीं हो पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to send your request. Please try again later.": "आपका अनुरोध नहीं भेजा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Failed to fetch time slot data": "टाइम स्लॉट की जानकारी नहीं मिल पाई",
  "We could not reach the payment service. Please try again.": "पेमेंट सेवा से संपर्क नहीं हो पाया। कृपया फिर से कोशिश करें।",

  // app/lib: toasts with fixed words (api.server.ts: a login the API no longer accepts; session.server.ts; calendar.server.ts). The routes' other toasts are in their own areas, by serverT
  "Please log in again.": "कृपया फिर से लॉग इन करें।",
  "Your cart is full. Please remove an item before adding another.": "आपका कार्ट भर गया है। नई सेवा जोड़ने से पहले कृपया कोई एक हटाएँ।",
  "Only a confirmed booking that is still to come can be added to a calendar.": "सिर्फ़ आने वाली पक्की बुकिंग ही कैलेंडर में जोड़ी जा सकती है।",
  "We could not make the calendar entry. Please try again.": "कैलेंडर एंट्री नहीं बन पाई। कृपया फिर से कोशिश करें।",

  // app/lib/use-located-link.ts: the browser's location toasts
  "Kindly enable location in your browser or choose your preferred location.": "कृपया अपने ब्राउज़र में लोकेशन चालू करें या अपनी पसंद की जगह चुनें।",
  "Geolocation is not supported by your browser.": "आपके ब्राउज़र में लोकेशन की सुविधा नहीं है।",
  "Failed to get current location. Please enable location permissions.": "आपकी मौजूदा लोकेशन नहीं मिल पाई। कृपया लोकेशन की अनुमति चालू करें।",
  "An error occurred while checking location permissions.": "लोकेशन की अनुमति जाँचते समय कोई गड़बड़ हो गई।",

  // api/routes/appointments/lifecycle.ts: how a booking ended (its cancellation message) and refused changes
  "The provider did not accept your request in time, so it was cancelled. You have not been charged.": "प्रोवाइडर ने समय पर आपका अनुरोध स्वीकार नहीं किया, इसलिए यह रद्द हो गया। आपसे कोई पैसा नहीं लिया गया है।",
  "The provider's code was not entered within 2 minutes, so the request was cancelled. You have not been charged.":
    "प्रोवाइडर का कोड 2 मिनट के अंदर नहीं डाला गया, इसलिए अनुरोध रद्द हो गया। आपसे कोई पैसा नहीं लिया गया है।",
  "You cancelled this booking.": "आपने यह बुकिंग रद्द की।",
  "You told us the professional did not come. We are sorry: anything you paid is refunded in full.": "आपने बताया कि प्रोफ़ेशनल नहीं आए। हमें खेद है: आपने जो भी चुकाया है, वह पूरा वापस किया जाएगा।",
  "The provider marked this booking as missed: you did not come at its time. You have not been charged.": "प्रोवाइडर ने यह बुकिंग छूटी हुई दर्ज की है: आप तय समय पर नहीं आए। आपसे कोई पैसा नहीं लिया गया है।",
  "The provider marked this booking as missed: you did not come at its time. The late-cancellation fee is kept from what you paid by UPI, and the rest is refunded.":
    "प्रोवाइडर ने यह बुकिंग छूटी हुई दर्ज की है: आप तय समय पर नहीं आए। UPI से चुकाई गई रकम में से देर से रद्द करने का शुल्क रखा जाएगा, और बाकी वापस किया जाएगा।",
  "The provider could not take your request, so it was cancelled. You have not been charged.": "प्रोवाइडर आपका अनुरोध नहीं ले पाए, इसलिए इसे रद्द कर दिया गया। आपसे कोई पैसा नहीं लिया गया है।",
  "The provider is fully booked at this time, so they could not take your request. You have not been charged.":
    "इस समय प्रोवाइडर की सारी बुकिंग भरी हुई है, इसलिए वे आपका अनुरोध नहीं ले पाए। आपसे कोई पैसा नहीं लिया गया है।",
  "No professional for these services is free at this time, so the provider could not take your request. You have not been charged.":
    "इन सेवाओं के लिए इस समय कोई प्रोफ़ेशनल खाली नहीं है, इसलिए प्रोवाइडर आपका अनुरोध नहीं ले पाए। आपसे कोई पैसा नहीं लिया गया है।",
  "Your address is outside the area the provider travels to, so they could not take your request. You have not been charged.":
    "आपका पता उस इलाके से बाहर है जहाँ प्रोवाइडर जाते हैं, इसलिए वे आपका अनुरोध नहीं ले पाए। आपसे कोई पैसा नहीं लिया गया है।",
  "The provider is closed at this time, so they could not take your request. You have not been charged.": "इस समय प्रोवाइडर बंद हैं, इसलिए वे आपका अनुरोध नहीं ले पाए। आपसे कोई पैसा नहीं लिया गया है।",
  "The provider cannot offer one of these services just now, so they could not take your request. You have not been charged.":
    "प्रोवाइडर अभी इनमें से एक सेवा नहीं दे सकते, इसलिए वे आपका अनुरोध नहीं ले पाए। आपसे कोई पैसा नहीं लिया गया है।",
  "This booking was not paid within 15 minutes, so its slot was released. You have not been charged.":
    "इस बुकिंग का भुगतान 15 मिनट के अंदर नहीं हुआ, इसलिए इसका स्लॉट छोड़ दिया गया। आपसे कोई पैसा नहीं लिया गया है।",
  "This booking is awaiting payment and cannot be changed that way now.": "यह बुकिंग भुगतान के इंतज़ार में है, अभी इसमें यह बदलाव नहीं हो सकता।",
  "This booking is scheduled and cannot be changed that way now.": "यह बुकिंग तय हो चुकी है, अभी इसमें यह बदलाव नहीं हो सकता।",
  "This booking is in progress and cannot be changed that way now.": "यह बुकिंग अभी चल रही है, इसमें यह बदलाव नहीं हो सकता।",
  "This booking is completed and cannot be changed that way now.": "यह बुकिंग पूरी हो चुकी है, अब इसमें यह बदलाव नहीं हो सकता।",

  // contract/catalog.ts: the service types' names, as the API gives them
  "Salon Services": "सैलून में सेवा",
  "Home Services": "घर पर सेवा",

  // contract/booking-link.ts (logging out everywhere)
  "You have been logged out on every device, and earlier booking links no longer work.": "आप हर डिवाइस से लॉग आउट हो गए हैं, और पहले भेजे गए बुकिंग लिंक अब काम नहीं करेंगे।",
  // app/schemas/partner.ts and the console's API (the provider console)
  "Unable to load your services. Please try again later.": "आपकी सेवाएँ नहीं खुल पाईं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to save the service. Please try again later.": "सेवा सेव नहीं हो पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to add the service. Please try again later.": "सेवा नहीं जुड़ पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to add the package. Please try again later.": "पैकेज नहीं जुड़ पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Please choose what kind of service it is.": "कृपया चुनें कि यह किस तरह की सेवा है।",
  "Please enter the package's name.": "कृपया पैकेज का नाम डालें।",
  "Please choose 2 to 8 of your services for the package.": "कृपया पैकेज के लिए अपनी 2 से 8 सेवाएँ चुनें।",
  "Unable to add the stylist. Please try again later.": "स्टाइलिस्ट नहीं जुड़ पाए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to save the stylist. Please try again later.": "स्टाइलिस्ट की जानकारी सहेजी नहीं जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to retire the stylist. Please try again later.": "स्टाइलिस्ट को हटाया नहीं जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to bring the stylist back. Please try again later.": "स्टाइलिस्ट को वापस नहीं लाया जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Prices are whole rupees from 1 to 500000.": "दाम 1 से 500000 तक के पूरे रुपये हों।",
  "Please choose how long it takes.": "कृपया चुनें कि इसमें कितना समय लगता है।",
  "Please enter the service's name.": "कृपया सेवा का नाम डालें।",
  "Please enter the stylist's name.": "कृपया स्टाइलिस्ट का नाम डालें।",
  "Please enter what they do, for example Hair stylist.": "कृपया लिखें कि वे क्या करते हैं, जैसे हेयर स्टाइलिस्ट।",
  "Years of experience are a whole number from 0 to 60.": "अनुभव के साल 0 से 60 तक की पूरी संख्या हों।",
  "Unable to load your reviews. Please try again later.": "आपकी समीक्षाएँ नहीं खुल पाईं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to publish your reply. Please try again later.": "आपका जवाब प्रकाशित नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Please write your reply.": "कृपया अपना जवाब लिखें।",
  "Please keep your reply to 1000 characters.": "कृपया अपना जवाब 1000 अक्षरों तक रखें।",
  "Unable to load your hours. Please try again later.": "आपका समय नहीं खुल पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to save your hours. Please try again later.": "आपका समय सेव नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Write times like 9:30 AM.": "समय ऐसे लिखें: 9:30 AM।",
  "Buffer minutes must be a whole number from 0 to 240.": "बीच के मिनट 0 से 240 तक की पूरी संख्या होनी चाहिए।",
  "The travel radius must be a whole number of km from 1 to 200, or empty for no limit.": "दूरी 1 से 200 किमी तक की पूरी संख्या हो, या कोई सीमा न हो तो खाली छोड़ें।",
  "Please choose a date.": "कृपया कोई तारीख चुनें।",
  "A note can be at most 200 characters.": "नोट ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है।",
  "Opening and closing times must differ. For a day off, mark the day closed.": "खुलने और बंद होने का समय अलग होना चाहिए। छुट्टी के लिए उस दिन को बंद रखें।",
  "Open on at least one day of the week. To close for a while, add days off.": "हफ़्ते में कम से कम एक दिन खुला रखें। कुछ समय बंद रखना हो तो छुट्टियाँ जोड़ें।",
  "A break must end after it starts, on the same day.": "ब्रेक शुरू होने के बाद उसी दिन ख़त्म होना चाहिए।",
  "At most 30 breaks.": "ज़्यादा से ज़्यादा 30 ब्रेक।",
  "At most 366 days off.": "ज़्यादा से ज़्यादा 366 छुट्टियाँ।",
  "Each day off once.": "हर छुट्टी एक ही बार।",
  "Write the date as YYYY-MM-DD.": "तारीख YYYY-MM-DD की तरह लिखें।",
  "Choose a weekday, or none for every day.": "हफ़्ते का कोई दिन चुनें, या हर दिन के लिए कोई नहीं।",
  "The travel radius must be a whole number of km from 1 to 200, or null for no limit.": "दूरी 1 से 200 किमी तक की पूरी संख्या हो, या कोई सीमा न हो।",
  "Unable to load your standing. Please try again later.": "आपकी साख के आँकड़े नहीं खुल पाए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load your ledger. Please try again later.": "आपका खाता नहीं खुल पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load your console. Please try again later.": "आपका कंसोल नहीं खुल पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load the requests. Please try again later.": "अनुरोध नहीं खुल पाए। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to accept the request. Please try again later.": "अनुरोध स्वीकार नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to decline the request. Please try again later.": "अनुरोध के लिए मना नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load the request. Please try again later.": "अनुरोध नहीं खुल पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load your team. Please try again later.": "आपकी टीम नहीं खुल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load your schedule. Please try again later.": "आपका शेड्यूल नहीं खुल पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to cancel this booking. Please try again later.": "यह बुकिंग रद्द नहीं हो पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to start this appointment. Please try again later.": "यह अपॉइंटमेंट शुरू नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to complete this appointment. Please try again later.": "यह अपॉइंटमेंट पूरा दर्ज नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to record the payment. Please try again later.": "भुगतान दर्ज नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to mark the no-show. Please try again later.": "नो-शो दर्ज नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Please write why you are cancelling: the customer reads it.": "कृपया लिखें कि आप क्यों रद्द कर रहे हैं: ग्राहक इसे पढ़ेंगे।",
  "Please keep the reason under 300 characters.": "कृपया वजह 300 अक्षरों से कम रखें।",
  "Unable to load your branches. Please try again later.": "आपकी ब्रांच नहीं खुल पाईं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to add them to your team. Please try again later.": "उन्हें आपकी टीम में नहीं जोड़ा जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to remove them. Please try again later.": "उन्हें हटाया नहीं जा सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to load your photos. Please try again later.": "आपकी फ़ोटो नहीं खुल पाईं। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to add your photo. Please try again later.": "आपकी फ़ोटो नहीं जोड़ी जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Unable to remove the photo. Please try again later.": "फ़ोटो हटाई नहीं जा सकी। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Please choose a photo from your phone or computer.": "कृपया अपने फ़ोन या कंप्यूटर से एक फ़ोटो चुनें।",
  "Unable to log out. Please try again later.": "लॉग आउट नहीं हो पाया। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  "Please enter the 6-digit code we sent.": "कृपया हमारा भेजा 6 अंकों का कोड डालें।",
  "Please choose why you cannot take this request.": "कृपया चुनें कि आप यह अनुरोध क्यों नहीं ले सकते।",
  "Please enter their name.": "कृपया उनका नाम डालें।",
  "Please choose at least one branch.": "कृपया कम से कम एक ब्रांच चुनें।",
  "This request could not be found. Please refresh the page.": "यह अनुरोध नहीं मिला। कृपया पेज रीफ़्रेश करें।",
  "Please choose at least one branch for a staff member.": "कृपया स्टाफ़ सदस्य के लिए कम से कम एक ब्रांच चुनें।",
  // Messages with a value in them: matched as patterns, the value carried over (translateSaid)
  "Your booking has been cancelled. A cancellation fee of {fee} applies; the rest will be refunded within 14 days.":
    "आपकी बुकिंग रद्द कर दी गई है। {fee} का कैंसलेशन शुल्क लगेगा; बाकी रकम 14 दिनों में लौटा दी जाएगी।",
  "Your booking has been cancelled. It was free of charge, and {amount} is refunded to your UPI account.":
    "आपकी बुकिंग रद्द कर दी गई है। इसके लिए कोई शुल्क नहीं लगा, और {amount} आपके UPI खाते में वापस भेज दिए गए हैं।",
  "Your booking has been cancelled. A cancellation fee of {fee} is kept, and {amount} is refunded to your UPI account.":
    "आपकी बुकिंग रद्द कर दी गई है। {fee} का कैंसलेशन शुल्क रखा गया है, और {amount} आपके UPI खाते में वापस भेज दिए गए हैं।",
} satisfies Record<keyof typeof en, string>;

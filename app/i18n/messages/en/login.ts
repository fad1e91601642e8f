/** Login, register and code forms, popups and /Login. */
export default {
  metaTitle: "Login / Register | Saaj",
  pageTitle: "Login / Register",
  steps: "Login steps",
  stepPhone: "Phone",
  stepCode: "Code",
  stepDone: "Done",
  login: "Login",
  register: "Register",
  verifyTitle: "Verify your number",
  // Phone step
  phoneFormLabel: "Login with your phone number",
  phoneNumber: "Phone Number",
  phoneHint: "We will send a 6-digit code to this number by SMS.",
  useSentCode: "Use the code already sent to +91 {phone}",
  receiveUpdates: "Receive updates and communications via WhatsApp and call. Uncheck if you do not wish to receive WhatsApp messages.",
  sendOtp: "Send OTP",
  sendingOtp: "Sending OTP...",
  noAccount: "Don't have an account?",
  registerNow: "Register Now",
  // Code step: '{phone}' marks where the number goes (in bold, as +91 …)
  codeSent: "We have sent a {length}-digit code by SMS to {phone}.",
  editNumber: "Edit Number",
  codeFormLabel: "Enter the login code",
  codeLegend: "Enter the {length}-digit code",
  digitLabel: "Digit {digit} of {length}",
  // '{code}' marks where the digits go (in bold)
  codeEntered: "Code entered: {code}",
  noneYet: "none yet",
  loggedIn: "Logged In Successfully",
  missing: "Phone number or OTP is missing",
  resend: "Resend",
  /**
   * The wait before Resend. Without JavaScript the number is a CSS counter that cannot choose a
   * form: where '_other' is '_one' with something added ('s'), CSS drops that at one second left;
   * otherwise the '_other' wording is shown throughout, so it must read right for any number.
   */
  resendIn_one: "Resend in {count} second",
  resendIn_other: "Resend in {count} seconds",
  demoSms: "Demo: the SMS we would have sent",
  // Register
  name: "Name",
  email: "Email",
  registering: "Registering...",
  registrationSuccessful: "Registration Successful",
  registered: "Registration successful! You can now log in.",
  alreadyRegistered: "Already registered?",
  // Under the forms
  policy: "Free cancellations/reschedules if done more than 3 hrs before the service or if a professional isn't assigned. A fee will be charged otherwise.",
  learnMore: "Learn More",
};

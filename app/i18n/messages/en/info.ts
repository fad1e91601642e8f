/** The other information pages: /OurServices, /OurTechnology, /AiAvatar, /Contact, /Accessibility, /PrivacyPolicy, /TermsAndConditons, and the not-found page. */
export default {};

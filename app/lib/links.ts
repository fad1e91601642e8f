/** External sites the product links to. */
export const TRY_ON_URL = "https://tryon.saaj.in";
export const PROFESSIONAL_SIGNUP_URL = "https://partners.saaj.in/register";

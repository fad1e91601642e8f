/** The site's own title and summary (the home page, and any page without its own). */
export const SITE_TITLE = "Saaj: beauty and bridal services at home and in salons";
export const SITE_DESCRIPTION = "Find trusted salons and beauticians near you, book bridal makeup and everyday beauty services, and pay in rupees.";

/** The provider page (/Overview): header, tabs, services, reviews, FAQ. */
export default {};

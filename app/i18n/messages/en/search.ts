/** The search form (home hero and results page), places, filters and the results page. */
export default {};

/** The cart panel and /Cart. */
export default {};

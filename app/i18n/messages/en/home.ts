/** The home page: hero, categories, featured and recommended services, feedback. */
export default {};

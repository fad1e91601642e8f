/** Words that arrive in English from the forms' validation and the API, keyed by their English text: the English file lists each once as itself. */
export default {};

/** Login, register and code forms, popups and /Login. */
export default {};

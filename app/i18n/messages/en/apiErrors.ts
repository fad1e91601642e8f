import { ERROR_MESSAGES } from "../../../../contract/errors";

/**
 * The API's refusals by their `code`: the English is the API's own (contract/errors.ts), with
 * `{name}` where a value is filled in. api() (app/lib/api.server.ts) shows a refusal in the
 * visitor's language from here (translateRefusal in ../../api-errors.server.ts).
 */
export default ERROR_MESSAGES;

import { catalog as en } from "./messages/en";
import { catalog as hi } from "./messages/hi";
import { catalog as ml } from "./messages/ml";
import type { Language } from "./languages";
import { fill, matchTemplate, type Messages } from "./translate";

const BY_CODE: Record<Language, Messages> = { en: en.apiErrors, hi: hi.apiErrors, ml: ml.apiErrors };
/** Its value is an English state name ('awaiting payment'): the 'said' area has each state's sentence whole. */
const LEFT_TO_SAID = new Set(["wrong_state"]);

/**
 * An API refusal in `lang`, by its code: when the message is the code's English (its values
 * carried over: 'booking in progress (#42)'), the code's words in that language. Otherwise it stays
 * as it came: a code we do not know (a newer API), or other words under a generic code (a
 * validation message under invalid_request, which the page's 'said' area still translates).
 */
export function translateRefusal(lang: Language, code: string | undefined, english: string): string {
  if (lang === "en" || !code || !Object.hasOwn(BY_CODE.en, code) || LEFT_TO_SAID.has(code)) return english;
  const vars = matchTemplate(BY_CODE.en[code]!, english);
  return vars ? fill(BY_CODE[lang][code]!, vars) : english;
}

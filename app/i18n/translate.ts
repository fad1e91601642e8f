/**
 * Message lookup, in the browser and on the server. Messages reach the browser as loader data
 * (each route sends only its own areas in the visitor's language), never in the JavaScript, so a
 * language costs a page no script at all (decision 0022).
 */
export type Messages = Record<string, string>;
export type Vars = Record<string, string | number>;

/** '{name}' in a message is replaced by vars.name; a placeholder without a value stays as it is. */
export function fill(template: string, vars?: Vars) {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The names of a message's placeholders, sorted: the same in every language (tested). */
export const placeholders = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

/** Keys 'x_one', 'x_other' make a plural 'x'; 'x_other' must exist. */
export type PluralBase<K> = K extends `${infer B}_other` ? B : never;

export interface Translator<K extends string> {
  (key: K, vars?: Vars): string;
  /** The plural form for `count` by the language's rules (Intl.PluralRules); `{count}` is filled. */
  plural(key: PluralBase<K>, count: number, vars?: Vars): string;
}

/** One Intl.PluralRules per locale: a page makes a translator per component, and making the rules costs more than using them. */
const rulesByLocale = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string) {
  let rules = rulesByLocale.get(locale);
  if (!rules) rulesByLocale.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

export function translator<K extends string>(messages: Messages | undefined, locale: string, area: string): Translator<K> {
  const lookup = (key: string, vars?: Vars) => {
    const message = messages?.[key];
    if (message === undefined) {
      console.error(`i18n: no message '${area}.${key}' (is the area in the route's loader data?)`);
      return key;
    }
    return fill(message, vars);
  };
  const t = ((key: K, vars?: Vars) => lookup(key, vars)) as Translator<K>;
  t.plural = (key, count, vars) => {
    const form = `${key}_${pluralRules(locale).select(count)}`;
    return lookup(messages && form in messages ? form : `${key}_other`, { count, ...vars });
  };
  return t;
}

/**
 * The key under which a 'said' message travels: FNV-1a of its English text, in base 36 (about six
 * characters instead of a sentence). No two of our messages share one (tested).
 */
export function saidKey(english: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i++) hash = Math.imul(hash ^ english.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** A 'said' message with a value in it ('Please wait {seconds} seconds…') travels under '{' + its English. */
export const SAID_PATTERN_PREFIX = "{";

const patternCache = new Map<string, { regex: RegExp; names: string[] }>();
function pattern(template: string) {
  let found = patternCache.get(template);
  if (!found) {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    found = { regex: new RegExp(`^${source}$`, "s"), names };
    patternCache.set(template, found);
  }
  return found;
}

/**
 * A 'said' message in the page's language: by its digest, else by the first pattern it matches,
 * the values carried over ('Please wait 58 seconds…' -> '58 सेकंड रुकिए…'), else as it came.
 */
export function translateSaid(messages: Messages | undefined, english: string) {
  if (!messages) return english;
  const exact = messages[saidKey(english)];
  if (exact !== undefined) return exact;
  for (const [key, translation] of Object.entries(messages)) {
    if (!key.startsWith(SAID_PATTERN_PREFIX)) continue;
    const vars = matchTemplate(key.slice(SAID_PATTERN_PREFIX.length), english);
    if (vars) return fill(translation, vars);
  }
  return english;
}

/** The values of `template`'s placeholders in `text` when the text is the template filled in ('Wait {seconds}…', 'Wait 58…' -> { seconds: "58" }). */
export function matchTemplate(template: string, text: string): Vars | undefined {
  const { regex, names } = pattern(template);
  const match = regex.exec(text);
  return match ? Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) : undefined;
}

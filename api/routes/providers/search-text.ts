import { desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { categories, services, subcategories } from "../../db/schema";
import { inLanguage } from "../../lib/languages";
import { LANGUAGES, type Language } from "../../../shared/languages";

/**
 * Search text against the catalogue, in the database (docs/decisions/0015-search.md):
 * PostgreSQL text search for whole and prefix words ("hair" finds Haircut, Hair Spa and the
 * Hair category), pg_trgm similarity for typos ("hiar cut", "facail"), and each service's
 * search terms for other spellings ("mehndi", "dulhan"). Names match in the languages whose
 * script the text is written in (English, and each row's `i18n`, migration 017), whatever the
 * caller's: "हेयरकट" and "ഹെയർകട്ട്" are Haircut. The catalogue is small (tens of rows), so this
 * runs first and the provider search then filters by the matched service ids.
 */

/** Scores: a match in the service's own name, in its category or terms, in its subcategory, or by trigrams. */
export const NAME_MATCH = 1;
export const WORD_MATCH = 0.9;
export const SUBCATEGORY_MATCH = 0.5;
/** Matches this far below the best one are dropped: "hair" means the hair services, not Saree Draping (subcategory "Draping & Hairdo"). */
const KEEP_WITHIN = 0.3;
/** The least trigram similarity that counts as meaning the service ("facail" → Facial ≈ 0.43). */
export const FUZZY_MIN = 0.4;
/** A near miss on the category or terms counts for less than on the name ("facail": Classic Facial before Clean-up). */
const FUZZY_BEYOND_NAME = 0.9;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 30;
const SUGGESTIONS = 3;

/**
 * The words of a query: letters and digits with their combining marks (Hindi's and Malayalam's
 * vowel signs: "हेयरकट" is one word), lower case, at most 8 of 30 characters. A word starts with a
 * letter or digit: a lone mark makes no text-search word.
 */
export function queryWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? []).slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD_LENGTH));
}

/** Every word as a prefix, all required: 'hair:* & cut:*'. Words are letters, digits and marks, so this is safe tsquery text. */
const prefixQuery = (words: string[]) => words.map((w) => `${w}:*`).join(" & ");

export interface ServiceMatch {
  serviceId: number;
  name: string;
  score: number;
}

/** Each language's script: words match names in the languages whose script they are written in. */
const SCRIPTS: Record<Language, RegExp> = { en: /\p{Script=Latin}/u, hi: /\p{Script=Devanagari}/u, ml: /\p{Script=Malayalam}/u };
/**
 * The languages whose names the words may match: those written in their script (words in Latin
 * letters share no words or trigrams with Hindi's or Malayalam's names, so they cost what English
 * alone does), English when none is (digits).
 */
function languagesFor(words: string[]): Language[] {
  const written = LANGUAGES.filter((l) => words.some((w) => SCRIPTS[l].test(w)));
  return written.length ? written : ["en"];
}

/** A catalogue name in each of the languages: English, or the row's own ('' when it has none). */
const namesOf = (english: AnyColumn, i18n: AnyColumn, languages: readonly Language[]): SQL[] =>
  languages.map((l) => (l === "en" ? sql`lower(coalesce(${english}, ''))` : sql`lower(coalesce(${i18n} -> ${sql.raw(`'${l}'`)} ->> 'name', ''))`));
const allNames = (english: AnyColumn, i18n: AnyColumn, languages: readonly Language[]) => sql.join(namesOf(english, i18n, languages), sql` || ' ' || `);
/** The best of f over the service's names in the languages. */
const bestName = (f: (name: SQL) => SQL, languages: readonly Language[]) => sql`greatest(${sql.join(namesOf(services.serviceName, services.i18n, languages).map(f), sql`, `)})`;

/** The catalogue services the text means, best first; empty when it means none. */
export async function matchCatalogue(db: Queryable, q: string): Promise<ServiceMatch[]> {
  const words = queryWords(q);
  if (words.length === 0) return [];
  const text = words.join(" ");
  const languages = languagesFor(words);
  const nameDoc = allNames(services.serviceName, services.i18n, languages);
  // The search terms are English spellings of other words ("mehndi", "baal katna").
  const terms = languages.includes("en") ? sql` || ' ' || lower(${services.searchTerms})` : sql``;
  const wordDoc = sql`${nameDoc} || ' ' || ${allNames(categories.categoryName, categories.i18n, languages)}${terms}`;
  const subcategoryDoc = allNames(subcategories.subcategoryName, subcategories.i18n, languages);
  const tsq = sql`to_tsquery('simple', ${prefixQuery(words)})`;
  const score = sql<number>`greatest(
    CASE WHEN to_tsvector('simple', ${nameDoc}) @@ ${tsq} THEN ${NAME_MATCH}::float8
         WHEN to_tsvector('simple', ${wordDoc}) @@ ${tsq} THEN ${WORD_MATCH}::float8
         WHEN to_tsvector('simple', ${subcategoryDoc}) @@ ${tsq} THEN ${SUBCATEGORY_MATCH}::float8
         ELSE 0 END,
    least(word_similarity(${text}, ${nameDoc}), ${WORD_MATCH - 0.05}::float8),
    least(word_similarity(${text}, ${wordDoc}) * ${FUZZY_BEYOND_NAME}, ${WORD_MATCH - 0.05}::float8),
    least(${bestName((name) => sql`similarity(${words.join("")}, replace(${name}, ' ', ''))`, languages)}, ${WORD_MATCH - 0.05}::float8)
  )`.mapWith(Number);
  const rows = await db.orm
    .select({ serviceId: services.serviceId, name: services.serviceName, score: score.as("score") })
    .from(services)
    .leftJoin(categories, eq(categories.categoryId, services.categoryId))
    .leftJoin(subcategories, eq(subcategories.subcategoryId, services.subcategoryId));
  const best = Math.max(0, ...rows.map((r) => r.score));
  const floor = Math.max(FUZZY_MIN, best - KEEP_WITHIN);
  return rows.filter((r) => r.score >= floor).sort((a, b) => b.score - a.score || a.serviceId - b.serviceId);
}

/** "Did you mean": the catalogue names closest to the text (in its script's languages), named in the caller's language. */
export async function suggestServices(db: Queryable, q: string, language: Language): Promise<string[]> {
  const words = queryWords(q);
  const text = words.join(" ");
  const closeness = bestName((name) => sql`greatest(word_similarity(${text}, ${name}), similarity(${text}, ${name}))`, languagesFor(words));
  // Among equals, catalogue order (everyday services first): counting offerings per service would read them all.
  const rows = await db.orm
    .select({ name: inLanguage(language, services.serviceName, services.i18n) })
    .from(services)
    .orderBy(desc(closeness), services.serviceId)
    .limit(SUGGESTIONS);
  return rows.map((r) => r.name);
}

/** How closely the text matches a provider's name (0…1). */
export const providerNameScore = (q: string, name: SQL | AnyColumn) => sql<number>`word_similarity(${queryWords(q).join(" ")}, ${name})`.mapWith(Number);
/** The text means this provider: word similarity at least pg_trgm's threshold (0.6), found by the GIN index. */
export const providerNameMatches = (q: string, name: SQL | AnyColumn): SQL => sql`${queryWords(q).join(" ")} <% ${name}`;

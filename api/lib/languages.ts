import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { negotiateLanguage, type Language } from "../../shared/languages";

/**
 * The language a caller wants catalogue words in: its Accept-Language (the web app sends the
 * visitor's), English when it names none of ours. Answers say so in Vary (api/app.ts).
 */
export const callerLanguage = (c: { req: { header(name: string): string | undefined } }): Language => negotiateLanguage(undefined, c.req.header("accept-language"));

/**
 * A catalogue column in `language`: the row's `i18n` field in that language (migration 017),
 * else the English column. Both the language and the field are ours, never the caller's text.
 */
export const inLanguage = (language: Language, english: AnyColumn | SQL, i18n: AnyColumn, field = "name"): SQL<string> =>
  language === "en" ? sql<string>`${english}` : sql<string>`coalesce(${i18n} -> ${language}::text ->> ${field}::text, ${english})`;

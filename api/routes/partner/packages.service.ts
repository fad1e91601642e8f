import { and, eq, inArray } from "drizzle-orm";
import type { Deps } from "../../lib/context";
import type { ConsoleMember } from "../../lib/member-auth";
import { offerings, type CatalogueWords } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { LANGUAGES } from "../../../shared/languages";

/**
 * POST /partner-api/packages/: a package of the provider's own services offered now, at its own
 * price. What it includes is kept as the services' names, in each language the services have
 * words in, so the customer's provider page lists them as it does the demo's packages.
 */
export async function addPackage(deps: Deps, member: ConsoleMember, input: { name: string; service_ids: number[]; price: number; service_time: string }) {
  const ids = [...new Set(input.service_ids)];
  const found = await deps.db.orm
    .select({ id: offerings.offeringId, name: offerings.name, i18n: offerings.i18n })
    .from(offerings)
    .where(and(inArray(offerings.offeringId, ids), eq(offerings.providerId, member.providerId), eq(offerings.kind, "service"), eq(offerings.active, true)));
  if (found.length !== ids.length || ids.length !== input.service_ids.length) {
    throw badRequest("package_service_missing", undefined, { service_ids: [ERROR_MESSAGES.package_service_missing] });
  }
  const included = ids.map((id) => found.find((s) => s.id === id)!);
  const i18n: CatalogueWords = {};
  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    const names = included.map((s) => s.i18n[language]?.name);
    // Only when every service has its words: a list half in English reads worse than one in English.
    if (names.every(Boolean)) i18n[language] = { package_services: names.join(", ") };
  }
  const list = included.map((s) => s.name).join(", ");
  await deps.db.orm.insert(offerings).values({
    providerId: member.providerId,
    kind: "package",
    name: input.name,
    description: `Includes ${list}.`,
    price: input.price,
    serviceTime: input.service_time,
    packageServices: list,
    i18n,
  });
}

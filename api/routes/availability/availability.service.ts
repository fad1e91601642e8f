/**
 * Availability a provider sets for a branch (issue 28, item 4; docs/decisions/0043): opening hours
 * (branches.working_hours), breaks, days off, buffer minutes and the travel radius of a home
 * service. Callers say which provider is acting and which branch: the provider API (X-Provider-Key)
 * today, the console's own routes (a member who acts for the branch) later. A provider touches only
 * its own branches: 404 for a branch that does not exist, 403 for another provider's.
 */
import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { branchBreaks, branchDaysOff, branches, providers } from "../../db/schema";
import type { Deps } from "../../lib/context";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { clockTime, indiaNow, minutesOfDay, weekdayOf } from "../../lib/ist";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { ERROR_MESSAGES } from "../../../contract/errors";
import { WEEKDAYS, type Availability, type AvailabilityChange, type OpeningHours } from "../../../contract/schemas/availability";
import type { DayRules } from "../appointments/slots";

/** The provider's own branch (row-locked with `lock`, inside a transaction): 404 unknown, 403 another provider's. */
async function ownBranch(q: Queryable, providerId: number, branchId: number, lock = false) {
  const query = q.orm
    .select({
      providerId: branches.providerId,
      serviceTypeId: providers.serviceTypeId,
      workingHours: branches.workingHours,
      bufferMinutes: branches.bufferMinutes,
      travelRadiusKm: branches.travelRadiusKm,
    })
    .from(branches)
    .innerJoin(providers, eq(providers.providerId, branches.providerId))
    .where(eq(branches.branchId, branchId));
  const [row] = lock ? await query.for("update", { of: branches }) : await query;
  if (!row) throw notFound("branch_not_found");
  if (row.providerId !== providerId) throw forbidden("not_your_provider_branch");
  return row;
}

/** {"Monday":"9:30 AM,8:00 PM"} -> { Monday: { opens, closes }, Tuesday: null, … }; a day that cannot be read is closed. */
function openingHoursOf(stored: Record<string, string>): OpeningHours {
  const day = (text: string | undefined) => {
    const [opens, closes, extra] = (text ?? "").split(",").map((t) => minutesOfDay(t));
    return opens === undefined || closes === undefined || extra !== undefined || opens === closes ? null : { opens: clockTime(opens), closes: clockTime(closes) };
  };
  return Object.fromEntries(WEEKDAYS.map((d) => [d, day(stored[d])])) as OpeningHours;
}

/** The stored form: open days only ('9:30 AM,8:00 PM'), as the search's open-now reads it (migration 011). */
const storedHours = (hours: OpeningHours) => Object.fromEntries(WEEKDAYS.flatMap((d) => (hours[d] ? [[d, `${hours[d].opens},${hours[d].closes}`]] : [])));

/** The branch's availability: its hours, every break, its days off from today (India) on, buffer and radius. */
export async function getAvailability(deps: Deps, providerId: number, branchId: number, q: Queryable = deps.db): Promise<Availability> {
  const branch = await ownBranch(q, providerId, branchId);
  const today = indiaNow(deps.now()).date;
  const [breaks, daysOff] = await Promise.all([
    q.orm
      .select({ weekday: branchBreaks.weekday, start: branchBreaks.startMinute, end: branchBreaks.endMinute })
      .from(branchBreaks)
      .where(eq(branchBreaks.branchId, branchId))
      .orderBy(asc(branchBreaks.breakId)),
    q.orm
      .select({ date: branchDaysOff.day, note: branchDaysOff.note })
      .from(branchDaysOff)
      .where(and(eq(branchDaysOff.branchId, branchId), gte(branchDaysOff.day, today)))
      .orderBy(asc(branchDaysOff.day)),
  ]);
  return {
    branch_id: branchId,
    home_service: branch.serviceTypeId === SERVICE_TYPE.freelancer,
    opening_hours_set: Object.keys(branch.workingHours).length > 0,
    opening_hours: openingHoursOf(branch.workingHours),
    breaks: breaks.map((b) => ({ weekday: b.weekday as Availability["breaks"][number]["weekday"], starts: clockTime(b.start), ends: clockTime(b.end) })),
    days_off: daysOff,
    buffer_minutes: branch.bufferMinutes,
    travel_radius_km: branch.travelRadiusKm,
  };
}

/**
 * Changes the parts of the branch's availability that `change` names, each replaced whole (the
 * provider API's PUT names all of them; a console form may name one). Days off are replaced from
 * today on; past ones stay as they were. Answers the availability as it now is. The request's shape
 * is checked by its schema (contract/schemas/availability.ts); here, what needs the branch or the clock.
 */
export async function setAvailability(deps: Deps, providerId: number, branchId: number, change: AvailabilityChange): Promise<Availability> {
  const today = indiaNow(deps.now()).date;
  const past = (change.days_off ?? []).flatMap((d, i) => (d.date < today ? [i] : []));
  if (past.length) throw badRequest("day_off_past", undefined, Object.fromEntries(past.map((i) => [`days_off.${i}.date`, [ERROR_MESSAGES.day_off_past]])));
  return deps.db.transaction(async (tx) => {
    // One change of a branch at a time: two saves never interleave their breaks or days off.
    const branch = await ownBranch(tx, providerId, branchId, true);
    if (change.travel_radius_km != null && branch.serviceTypeId !== SERVICE_TYPE.freelancer) {
      throw badRequest("radius_home_only", undefined, { travel_radius_km: [ERROR_MESSAGES.radius_home_only] });
    }
    const columns = {
      ...(change.opening_hours ? { workingHours: storedHours(change.opening_hours) } : {}),
      ...(change.buffer_minutes !== undefined ? { bufferMinutes: change.buffer_minutes } : {}),
      ...(change.travel_radius_km !== undefined ? { travelRadiusKm: change.travel_radius_km } : {}),
    };
    if (Object.keys(columns).length) await tx.orm.update(branches).set(columns).where(eq(branches.branchId, branchId));
    if (change.breaks) {
      await tx.orm.delete(branchBreaks).where(eq(branchBreaks.branchId, branchId));
      if (change.breaks.length) {
        await tx.orm.insert(branchBreaks).values(change.breaks.map((b) => ({ branchId, weekday: b.weekday, startMinute: minutesOfDay(b.starts)!, endMinute: minutesOfDay(b.ends)! })));
      }
    }
    if (change.days_off) {
      await tx.orm.delete(branchDaysOff).where(and(eq(branchDaysOff.branchId, branchId), gte(branchDaysOff.day, today)));
      if (change.days_off.length) await tx.orm.insert(branchDaysOff).values(change.days_off.map((d) => ({ branchId, day: d.date, note: d.note })));
    }
    return getAvailability(deps, providerId, branchId, tx);
  });
}

/** What the branch's availability says about one date, for its slots: its day off, and that weekday's breaks and every day's. */
export async function dayRules(q: Queryable, branchId: number, hours: Record<string, string>, date: string): Promise<DayRules> {
  const [breaks, dayOff] = await Promise.all([
    q.orm
      .select({ start: branchBreaks.startMinute, end: branchBreaks.endMinute })
      .from(branchBreaks)
      .where(and(eq(branchBreaks.branchId, branchId), or(isNull(branchBreaks.weekday), eq(branchBreaks.weekday, weekdayOf(date))))),
    q.orm
      .select({ note: branchDaysOff.note })
      .from(branchDaysOff)
      .where(and(eq(branchDaysOff.branchId, branchId), eq(branchDaysOff.day, date))),
  ]);
  return { hours, breaks, dayOff: dayOff.length > 0, ...(dayOff[0] ? { dayOffNote: dayOff[0].note } : {}) };
}

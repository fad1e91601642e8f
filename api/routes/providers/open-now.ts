import { sql, type SQL } from "drizzle-orm";
import { branchDaysOff, branches } from "../../db/schema";
import { indiaNow } from "../../lib/ist";

const WEEK_FROM_MONDAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Minutes since Monday 0:00 in India, the scale of `branches.open_week`. */
export function minuteOfWeek(now: Date): number {
  const { weekday, minutes } = indiaNow(now);
  return WEEK_FROM_MONDAY.indexOf(weekday) * 1440 + minutes;
}

/**
 * "Open now" in India time: the branch's week of opening hours (migration 011 derives it from its
 * working hours, past midnight included) holds this minute, and today is not one of its days off
 * (migration 023).
 */
export function openNow(now: Date): SQL {
  return sql`(${branches.openWeek} @> ${minuteOfWeek(now)}::int
    AND NOT EXISTS (SELECT 1 FROM ${branchDaysOff} WHERE ${branchDaysOff.branchId} = ${branches.branchId} AND ${branchDaysOff.day} = ${indiaNow(now).date}::date))`;
}

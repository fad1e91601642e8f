import { sql, type SQL } from "drizzle-orm";
import { branches } from "../../db/schema";
import { indiaNow } from "../../lib/ist";

/**
 * "Open now" in India time, in SQL, over a branch's working hours
 * ({"Monday": "9:30 AM,8:00 PM", …}). A day whose closing time is not after its opening time
 * runs past midnight ("6:00 PM,2:00 AM"): open from its opening time today, and until its
 * closing time the next morning. Hours not in that shape count as closed, never as an error.
 */
const HOURS_SHAPE = "^\\s*\\d{1,2}:\\d{2}\\s*[AP]M\\s*,\\s*\\d{1,2}:\\d{2}\\s*[AP]M\\s*$";
const DAY_MS = 86_400_000;

/** Minutes since midnight of '9:30 AM' (already checked against HOURS_SHAPE). */
const minutes = (t: SQL) => sql`(mod(split_part(trim(${t}), ':', 1)::int, 12) * 60 + substr(split_part(trim(${t}), ':', 2), 1, 2)::int + CASE WHEN trim(${t}) LIKE '%PM' THEN 720 ELSE 0 END)`;

function window(day: string) {
  const hours = sql`(${branches.workingHours} ->> ${day})`;
  const ok = sql`coalesce(${hours} ~ ${HOURS_SHAPE}, false)`;
  return { ok, opens: minutes(sql`split_part(${hours}, ',', 1)`), closes: minutes(sql`split_part(${hours}, ',', 2)`) };
}

export function openNow(now: Date): SQL {
  const { weekday: today, minutes: at } = indiaNow(now);
  const { weekday: yesterday } = indiaNow(new Date(now.getTime() - DAY_MS));
  const t = window(today);
  const y = window(yesterday);
  return sql`(
    (${t.ok} AND (
      (${t.opens} < ${t.closes} AND ${at}::int >= ${t.opens} AND ${at}::int < ${t.closes})
      OR (${t.closes} <= ${t.opens} AND ${at}::int >= ${t.opens})))
    OR (${y.ok} AND ${y.closes} <= ${y.opens} AND ${at}::int < ${y.closes})
  )`;
}

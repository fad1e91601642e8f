import type { Deps } from "../../lib/context";
import type { Queryable } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { findDuplicates, isUniqueViolation } from "../auth/auth.service";
import { MESSAGES, type Profile, type UpdateProfileBody } from "./profile.schemas";

export async function getProfile(db: Queryable, userId: number): Promise<Profile> {
  const [row] = await db.query<Profile>(
    `SELECT user_id, name, email, phone, to_char(dob, 'DD-MM-YYYY') AS dob, gender, location, address
       FROM users WHERE user_id = $1`,
    [userId],
  );
  if (!row) throw notFound("User not found.");
  return row;
}

/** Today's date in India as [y, m, d]. */
function indianToday(now: Date): [number, number, number] {
  const d = new Date(now.getTime() + 330 * 60 * 1000);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
}

/** `isoDob` is YYYY-MM-DD; true when the person turned 18 on or before today. */
export function isAdult(isoDob: string, now: Date): boolean {
  const [y, m, d] = isoDob.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = indianToday(now);
  const adultFrom = (y + 18) * 10000 + m * 100 + d;
  return adultFrom <= ty * 10000 + tm * 100 + td;
}

/** Updates the caller's profile. Fields left out (undefined) keep their value; '' or null clear them. */
export async function updateProfile(deps: Deps, userId: number, body: UpdateProfileBody) {
  if (body.dob && !isAdult(body.dob, deps.now())) throw badRequest(MESSAGES.tooYoung, { dob: [MESSAGES.tooYoung] });
  const duplicates = await findDuplicates(deps.db, { email: body.email, phone: body.phone, exceptUserId: userId });
  if (duplicates) throw badRequest(MESSAGES.updateFailed, duplicates);

  const sets = ["name = $2", "email = $3", "phone = $4"];
  const params: unknown[] = [userId, body.name, body.email, body.phone];
  const optional = { dob: body.dob, gender: body.gender, location: body.location, address: body.address };
  for (const [column, value] of Object.entries(optional)) {
    if (value === undefined) continue;
    params.push(value === "" ? null : value);
    sets.push(`${column} = $${params.length}${column === "dob" ? "::date" : ""}`);
  }
  try {
    const rows = await deps.db.query(`UPDATE users SET ${sets.join(", ")} WHERE user_id = $1 RETURNING user_id`, params);
    if (!rows.length) throw notFound("User not found.");
  } catch (error) {
    if (isUniqueViolation(error)) {
      const again = await findDuplicates(deps.db, { email: body.email, phone: body.phone, exceptUserId: userId });
      throw badRequest(MESSAGES.updateFailed, again ?? { email: [MESSAGES.emailExists] });
    }
    throw error;
  }
}

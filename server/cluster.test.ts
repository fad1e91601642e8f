import { describe, expect, it } from "vitest";
import { decideCopies } from "./cluster";

describe("copies per machine (WEB_CONCURRENCY)", () => {
  it("is one unless asked, and several only on PostgreSQL or an external API", () => {
    expect(decideCopies({})).toBe(1);
    expect(decideCopies({ WEB_CONCURRENCY: "1" })).toBe(1);
    expect(decideCopies({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://saaj@db/saaj" })).toBe(2);
    expect(decideCopies({ WEB_CONCURRENCY: "3", API_BASE_URL: "http://api:4000" })).toBe(3);
    expect(() => decideCopies({ WEB_CONCURRENCY: "2" })).toThrow(/needs PostgreSQL \(DATABASE_URL\)/);
    for (const bad of ["0", "-1", "1.5", "many", "65"]) expect(() => decideCopies({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY must be/);
  });
});

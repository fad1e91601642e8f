import type { ApiScenario } from "./index";
import { addDays, indiaNow } from "../../../api/lib/ist";

/** Tomorrow in India, 'YYYY-MM-DD'. */
const tomorrow = (now: Date) => addDays(indiaNow(now).date, 1);

/** API answers that carry the spec's words: default values, response shapes, server-side checks. */
export const LEAD_API: Record<string, ApiScenario> = {
  "slots-default": {
    title: "the default slot list of a branch without its own",
    run: async (api) => {
      const [b] = await api.db.query<{ provider_id: number; branch_id: number }>("SELECT provider_id, branch_id FROM branches ORDER BY branch_id LIMIT 1");
      // Open every day through the whole list: a demo salon's hours would trim it (decision 0043).
      await api.db.query(
        `UPDATE branches SET slots = NULL, working_hours = (SELECT jsonb_object_agg(d, '8:00 AM,9:00 PM')
           FROM unnest(ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) d) WHERE branch_id = $1`,
        [b!.branch_id],
      );
      return api.json("GET", "/api/available-slots/", { query: { provider_id: b!.provider_id, branch_id: b!.branch_id, appointment_date: tomorrow(api.deps.now()) } });
    },
  },
  "bookings-no-user": {
    title: "My Bookings asked for without a user id",
    run: async (api) => {
      const user = await api.createUser();
      return api.json("GET", "/api/user-bookings/", { token: user.token });
    },
  },
  "book-missing-info": {
    title: "a booking sent without its provider",
    run: async (api) => {
      const user = await api.createUser();
      const form = new FormData();
      form.set("appointment_date", tomorrow(api.deps.now()));
      form.set("appointment_time", "9:30 AM");
      return api.json("POST", "/api/book_now/", { token: user.token, form });
    },
  },
  "provider-code-short": {
    title: "a provider code of two digits",
    run: async (api) => {
      const user = await api.createUser();
      return api.json("POST", "/api/verify_otp/", { token: user.token, json: { appointment_id: 1, otp: "12" } });
    },
  },
  "search-list": {
    title: "salons near Trivandrum: the list items",
    run: (api) => api.json("GET", "/api/serviceprovidertypes/", { query: { service_type_id: 1, address: "Trivandrum" } }),
  },
  "search-no-reviews": {
    title: "salons near Trivandrum, one of which has no reviews",
    run: async (api) => {
      await api.db.query("DELETE FROM reviews WHERE provider_id = 31");
      return api.json("GET", "/api/serviceprovidertypes/", { query: { service_type_id: 1, address: "Trivandrum" } });
    },
  },
  categories: {
    title: "the category list",
    run: (api) => api.json("GET", "/api/categories/"),
  },
  "service-types": {
    title: "the service types",
    run: (api) => api.json("GET", "/api/service-types/"),
  },
  "search-refused": {
    title: "a search with a malformed service type",
    run: (api) => api.json("GET", "/api/serviceprovidertypes/", { query: { service_type_id: "abc", address: "Trivandrum" } }),
  },
  "provider-detail": {
    title: "a provider's details, one of whose packages has no service time",
    run: async (api) => {
      const [p] = await api.db.query<{ offering_id: number; provider_id: number }>("SELECT offering_id, provider_id FROM offerings WHERE kind = 'package' AND active ORDER BY offering_id LIMIT 1");
      await api.db.query("UPDATE offerings SET service_time = '' WHERE offering_id = $1", [p!.offering_id]);
      const [b] = await api.db.query<{ branch_id: number }>("SELECT branch_id FROM branches WHERE provider_id = $1 ORDER BY branch_id LIMIT 1", [p!.provider_id]);
      return api.json("GET", "/api/bookservice/", { query: { provider_id: p!.provider_id, branch_id: b!.branch_id } });
    },
  },
};

import { z } from "zod";
import { SERVICE_TYPES } from "./constants";
import { SERVICE_TYPE } from "../../contract/catalog";

const TYPE_VALUES = [String(SERVICE_TYPE.freelancer), String(SERVICE_TYPE.salon)] as const;

/** The longest place a search takes (the search form's limit; a link's longer place is not remembered). */
export const LOCATION_MAX = 120;

/** The hero and header search (spec 01, section 5). */
export const searchSchema = z.object({
  serviceTypeId: z.enum(TYPE_VALUES, { errorMap: () => ({ message: "Service Type is missing. Please select a service type." }) }),
  service: z.string({ required_error: "Service search cannot be empty" }).trim().min(1, "Service search cannot be empty").max(80, "Please keep this to 80 characters."),
  location: z.string({ required_error: "Location search cannot be empty" }).trim().min(1, "Location search cannot be empty").max(LOCATION_MAX, "Please keep this to 120 characters."),
});
export type SearchInput = z.infer<typeof searchSchema>;

/** The callback form on /SearchResults. */
export const callbackSchema = z.object({
  name: z.string({ required_error: "Full name is required" }).trim().min(1, "Full name is required").max(80, "Please keep this to 80 characters."),
  phone: z
    .string({ required_error: "Phone number must be 10 digits" })
    .trim()
    .regex(/^\d{10}$/, "Phone number must be 10 digits"),
});

export { SERVICE_TYPES };

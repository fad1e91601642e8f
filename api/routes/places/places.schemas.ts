import { z } from "@hono/zod-openapi";
import { parseLatLngText } from "../../lib/gazetteer";

export const MESSAGES = {
  inputRequired: "Please enter a location.",
  inputTooLong: "Location must be at most 80 characters.",
  invalidLatLng: 'latlng must be "latitude,longitude", e.g. 8.52,76.93.',
  addressTooLong: "Address must be at most 200 characters.",
  latLngOrAddress: "Please give latlng or address.",
} as const;

export const PlacesStatus = z.enum(["OK", "ZERO_RESULTS"]).openapi("PlacesStatus");
export type PlacesStatus = z.infer<typeof PlacesStatus>;

export const AutocompleteQuery = z.object({
  input: z
    .string({ message: MESSAGES.inputRequired })
    .trim()
    .min(1, MESSAGES.inputRequired)
    .max(80, MESSAGES.inputTooLong)
    .openapi({ param: { name: "input", in: "query" }, example: "Kowd" }),
});

export const PlacePrediction = z
  .object({
    description: z.string().openapi({ example: "Kowdiar, Trivandrum, Kerala, India" }),
    place_id: z.string(),
  })
  .openapi("PlacePrediction");
export type PlacePrediction = z.infer<typeof PlacePrediction>;

export const AutocompleteResponse = z
  .object({ status: PlacesStatus, predictions: z.array(PlacePrediction) })
  .openapi("PlaceAutocompleteResponse");
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

export const GeocodeQuery = z.object({
  latlng: z
    .string()
    .max(60, MESSAGES.invalidLatLng)
    .transform((v, ctx) => {
      const point = parseLatLngText(v);
      if (!point) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.invalidLatLng });
      return point ?? { lat: 0, lng: 0 };
    })
    .optional()
    .openapi({ param: { name: "latlng", in: "query" }, type: "string", example: "8.52,76.93", description: "Reverse geocoding (wins over address)." }),
  address: z
    .string()
    .trim()
    .max(200, MESSAGES.addressTooLong)
    .optional()
    .openapi({ param: { name: "address", in: "query" }, example: "Kowdiar", description: "Forward geocoding: a place name, pincode or 'Lat: .., Lng: ..'." }),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

export const GeocodeResult = z
  .object({
    formatted_address: z.string().openapi({ example: "Kowdiar, Trivandrum, Kerala, India" }),
    place_id: z.string(),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
  })
  .openapi("GeocodeResult");
export type GeocodeResult = z.infer<typeof GeocodeResult>;

export const GeocodeResponse = z
  .object({ status: PlacesStatus, results: z.array(GeocodeResult) })
  .openapi("GeocodeResponse");
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

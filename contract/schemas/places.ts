import { z } from "@hono/zod-openapi";
import { text } from "./fields";

export const MESSAGES = {
  inputRequired: "Please enter a location.",
  inputTooLong: "Location must be at most 80 characters.",
  invalidLatLng: 'latlng must be "latitude,longitude", e.g. 8.52,76.93.',
  addressTooLong: "Address must be at most 200 characters.",
  latLngOrAddress: "Please give latlng or address.",
} as const;

/** A point as the wire writes it: 'Lat: 8.52, Lng: 76.93' (the spec's geolocation text) or '8.52,76.93'. */
export function parseLatLngText(text: string): { lat: number; lng: number } | undefined {
  const match = /^\s*lat\s*:?\s*(-?\d+(?:\.\d+)?)\s*,\s*lng\s*:?\s*(-?\d+(?:\.\d+)?)\s*$/i.exec(text) ?? /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return undefined;
  return { lat, lng };
}

export const PlacesStatus = z.enum(["OK", "ZERO_RESULTS"]).openapi("PlacesStatus");
export type PlacesStatus = z.infer<typeof PlacesStatus>;

export const AutocompleteQuery = z.object({
  input: text({ message: MESSAGES.inputRequired })
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

export const AutocompleteResponse = z.object({ status: PlacesStatus, predictions: z.array(PlacePrediction) }).openapi("PlaceAutocompleteResponse");
export type AutocompleteResponse = z.infer<typeof AutocompleteResponse>;

export const GeocodeQuery = z.object({
  latlng: text()
    .max(60, MESSAGES.invalidLatLng)
    .transform((v, ctx) => {
      const point = parseLatLngText(v);
      if (!point) ctx.addIssue({ code: z.ZodIssueCode.custom, message: MESSAGES.invalidLatLng });
      return point ?? { lat: 0, lng: 0 };
    })
    .optional()
    .openapi({ param: { name: "latlng", in: "query" }, type: "string", example: "8.52,76.93", description: "Reverse geocoding (wins over address)." }),
  address: text()
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

export const GeocodeResponse = z.object({ status: PlacesStatus, results: z.array(GeocodeResult) }).openapi("GeocodeResponse");
export type GeocodeResponse = z.infer<typeof GeocodeResponse>;

import { createRoute } from "@hono/zod-openapi";
import { AutocompleteQuery, AutocompleteResponse, GeocodeQuery, GeocodeResponse } from "../schemas/places";
import { jsonResponse as json, errorResponse as error } from "./openapi";

export const placesAutocomplete = createRoute({
  method: "get",
  path: "/api/places/autocomplete/",
  tags: ["Places"],
  security: [],
  summary: "Location suggestions for the search box (Google-like shape)",
  description: "Answered by the built-in gazetteer, or by Google Places Autocomplete (India only) when MAPS_API_KEY is set.",
  request: { query: AutocompleteQuery },
  responses: {
    200: json(AutocompleteResponse, "Predictions (status ZERO_RESULTS when none)"),
    400: error("Missing or over-long input"),
    500: error("Failure"),
  },
});

export const placesGeocode = createRoute({
  method: "get",
  path: "/api/places/geocode/",
  tags: ["Places"],
  security: [],
  summary: "Reverse (latlng) or forward (address) geocoding (Google-like shape)",
  description: "Answered by the built-in gazetteer, or by Google Geocoding when MAPS_API_KEY is set.",
  request: { query: GeocodeQuery },
  responses: {
    200: json(GeocodeResponse, "Results (status ZERO_RESULTS when none)"),
    400: error("Neither latlng nor address, or a malformed latlng"),
    500: error("Failure"),
  },
});

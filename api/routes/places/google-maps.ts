/**
 * Google Places Autocomplete and Geocoding web APIs, used instead of the gazetteer when
 * MAPS_API_KEY is set. Their JSON is mapped to the same shapes the gazetteer answers with.
 */
import type { AutocompleteResponse, GeocodeResponse } from "../../../contract/schemas/places";

export const AUTOCOMPLETE_URL = "https://maps.googleapis.com/maps/api/place/autocomplete/json";
export const GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";
export const TIMEOUT_MS = 5000;

/** Google answered with an error status (REQUEST_DENIED, OVER_QUERY_LIMIT, …), bad JSON, or not at all. */
export class MapsServiceError extends Error {}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

function checkStatus(json: unknown): { status: "OK" | "ZERO_RESULTS"; body: Json } {
  if (!isObject(json)) throw new MapsServiceError("Maps service answered with something other than a JSON object.");
  const status = str(json.status);
  if (status === "OK" || status === "ZERO_RESULTS") return { status, body: json };
  const detail = str(json.error_message);
  throw new MapsServiceError(`Maps service status ${status ?? "missing"}${detail ? `: ${detail}` : ""}`);
}

/** Places Autocomplete JSON -> {status, predictions:[{description, place_id}]}; entries missing either are dropped. */
export function mapAutocompleteJson(json: unknown): AutocompleteResponse {
  const { status, body } = checkStatus(json);
  const predictions = (Array.isArray(body.predictions) ? body.predictions : []).flatMap((p) => {
    if (!isObject(p)) return [];
    const description = str(p.description);
    const place_id = str(p.place_id);
    return description && place_id ? [{ description, place_id }] : [];
  });
  return { status: predictions.length ? "OK" : "ZERO_RESULTS", predictions: status === "OK" ? predictions : [] };
}

/** Geocoding JSON -> {status, results:[{formatted_address, place_id, geometry:{location:{lat,lng}}}]}. */
export function mapGeocodeJson(json: unknown): GeocodeResponse {
  const { status, body } = checkStatus(json);
  const results = (Array.isArray(body.results) ? body.results : []).flatMap((r) => {
    if (!isObject(r)) return [];
    const formatted_address = str(r.formatted_address);
    const place_id = str(r.place_id);
    const location = isObject(r.geometry) && isObject(r.geometry.location) ? r.geometry.location : undefined;
    const lat = num(location?.lat);
    const lng = num(location?.lng);
    if (!formatted_address || !place_id || lat === undefined || lng === undefined) return [];
    return [{ formatted_address, place_id, geometry: { location: { lat, lng } } }];
  });
  return { status: status === "OK" && results.length ? "OK" : "ZERO_RESULTS", results: status === "OK" ? results : [] };
}

export function autocompleteUrl(input: string, key: string): string {
  const url = new URL(AUTOCOMPLETE_URL);
  url.search = new URLSearchParams({ input, components: "country:in", key }).toString();
  return url.toString();
}

/** Reverse with `latlng`, forward with `address` (restricted to India). */
export function geocodeUrl(query: { latlng: { lat: number; lng: number } } | { address: string }, key: string): string {
  const url = new URL(GEOCODE_URL);
  const params: Record<string, string> = "latlng" in query ? { latlng: `${query.latlng.lat},${query.latlng.lng}`, key } : { address: query.address, components: "country:in", key };
  url.search = new URLSearchParams(params).toString();
  return url.toString();
}

async function getJson(url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "application/json" } });
  } catch (error) {
    throw new MapsServiceError(`Maps service unreachable: ${(error as Error).message}`);
  }
  if (!res.ok) throw new MapsServiceError(`Maps service HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new MapsServiceError("Maps service answered with invalid JSON.");
  }
}

export async function googleAutocomplete(input: string, key: string): Promise<AutocompleteResponse> {
  return mapAutocompleteJson(await getJson(autocompleteUrl(input, key)));
}

export async function googleGeocode(query: { latlng: { lat: number; lng: number } } | { address: string }, key: string): Promise<GeocodeResponse> {
  return mapGeocodeJson(await getJson(geocodeUrl(query, key)));
}

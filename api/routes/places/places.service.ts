import { autocomplete, describePlace, findPlace, nearestPlace, type Place } from "../../lib/gazetteer";
import type { Deps } from "../../lib/context";
import { badRequest } from "../../lib/errors";
import { takeToken } from "../../lib/rate-limit";
import { googleAutocomplete, googleGeocode } from "./google-maps";
import { MESSAGES, parseLatLngText, type AutocompleteResponse, type GeocodeQuery, type GeocodeResponse, type GeocodeResult } from "../../../contract/schemas/places";
import { errorField, log } from "../../../shared/log";

/**
 * Calls to the paid maps service per client per hour; beyond it the gazetteer answers, so a
 * script cannot run up the bill and a visitor still gets suggestions.
 */
export const MAPS_CALLS_PER_HOUR = 300;

type Point = { lat: number; lng: number };

export function gazetteerAutocomplete(input: string): AutocompleteResponse {
  // A whole pincode is shown as typed, before the place it belongs to ("695003, Trivandrum, Kerala, India").
  const pin = /^\s*(\d{6})\s*$/.exec(input)?.[1];
  const predictions = autocomplete(input).map((p) => ({ description: pin ? `${pin}, ${describePlace(p)}` : describePlace(p), place_id: p.place_id }));
  return { status: predictions.length ? "OK" : "ZERO_RESULTS", predictions };
}

const result = (p: Place, location: Point): GeocodeResult => ({
  formatted_address: describePlace(p),
  place_id: p.place_id,
  geometry: { location },
});

/** Reverse: the nearest place (within 60 km) at its own coordinates. */
export function gazetteerReverse(point: Point): GeocodeResponse {
  const p = nearestPlace(point.lat, point.lng);
  return p ? { status: "OK", results: [result(p, { lat: p.latitude, lng: p.longitude })] } : { status: "ZERO_RESULTS", results: [] };
}

/** Forward: a name, alias, description or pincode; 'Lat: .., Lng: ..' keeps the exact point. */
export function gazetteerForward(address: string): GeocodeResponse {
  const p = findPlace(address);
  return p ? { status: "OK", results: [result(p, p.point)] } : { status: "ZERO_RESULTS", results: [] };
}

/** The maps service when configured and within the client's allowance; otherwise (or when it fails) the gazetteer. */
async function viaMaps<T>(deps: Deps, client: string, call: (key: string) => Promise<T>, fallback: () => T): Promise<T> {
  const key = deps.config.mapsApiKey;
  if (!key) return fallback();
  if (!(await takeToken(deps.db, `maps:client:${client}`, MAPS_CALLS_PER_HOUR, 3600_000, deps.now()))) return fallback();
  try {
    return await call(key);
  } catch (error) {
    log.warn({ err: errorField(error) }, "[places] maps service failed, answering from the gazetteer");
    return fallback();
  }
}

export function autocompletePlaces(deps: Deps, client: string, input: string): Promise<AutocompleteResponse> {
  return viaMaps(
    deps,
    client,
    (key) => googleAutocomplete(input, key),
    () => gazetteerAutocomplete(input),
  );
}

export function geocode(deps: Deps, client: string, query: GeocodeQuery): Promise<GeocodeResponse> {
  if (query.latlng) {
    const latlng = query.latlng;
    return viaMaps(
      deps,
      client,
      (key) => googleGeocode({ latlng }, key),
      () => gazetteerReverse(latlng),
    );
  }
  const address = query.address;
  if (!address) throw badRequest("latlng_or_address", MESSAGES.latLngOrAddress, { latlng: [MESSAGES.latLngOrAddress], address: [MESSAGES.latLngOrAddress] });
  const point = parseLatLngText(address);
  if (point) {
    // 'Lat: .., Lng: ..' (the spec's geolocation text): the caller wants those coordinates back.
    return viaMaps(
      deps,
      client,
      async (key) => {
        const reverse = await googleGeocode({ latlng: point }, key);
        return { ...reverse, results: reverse.results.slice(0, 1).map((r) => ({ ...r, geometry: { location: point } })) };
      },
      () => gazetteerForward(address),
    );
  }
  return viaMaps(
    deps,
    client,
    (key) => googleGeocode({ address }, key),
    () => gazetteerForward(address),
  );
}

import { captureLogs } from "../../../shared/log";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApi, type TestApi } from "../../test/setup";
import { autocompleteUrl, geocodeUrl, mapAutocompleteJson, mapGeocodeJson, MapsServiceError } from "./google-maps";
import { MAPS_CALLS_PER_HOUR } from "./places.service";

let api: TestApi;
beforeAll(async () => (api = await createTestApi({ seed: false })));
afterAll(() => api.close());

describe("GET /api/places/autocomplete/ (gazetteer)", () => {
  const suggest = (input?: string) => api.json("GET", "/api/places/autocomplete/", { query: { input } });

  it("suggests localities and cities with their descriptions and place ids", async () => {
    const { status, body } = await suggest("Kowd");
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "OK",
      predictions: [{ description: "Kowdiar, Trivandrum, Kerala, India", place_id: "in-kerala-trivandrum-kowdiar" }],
    });
    const cochin = await suggest("Cochin");
    expect(cochin.body.predictions[0]).toEqual({ description: "Kochi, Kerala, India", place_id: "in-kerala-kochi" });
    const many = await suggest("a");
    expect(many.body.predictions.length).toBeGreaterThan(1);
    expect(many.body.predictions.length).toBeLessThanOrEqual(6);
  });

  it("suggests by a two-letter prefix, and by pincode (shown first, and searchable as shown)", async () => {
    const ko = (await suggest("ko")).body.predictions.map((p: { description: string }) => p.description);
    expect(ko).toContain("Kochi, Kerala, India");
    expect(ko).toContain("Koramangala, Bengaluru, Karnataka, India");
    const pin = await suggest("695003");
    expect(pin.body.predictions[0].description).toBe("695003, Trivandrum, Kerala, India");
    const found = await api.json("GET", "/api/places/geocode/", { query: { address: pin.body.predictions[0].description } });
    expect(found.body.status).toBe("OK");
    expect(found.body.results[0].formatted_address).toBe("Trivandrum, Kerala, India");
  });

  it("answers ZERO_RESULTS with no predictions when nothing matches", async () => {
    for (const junk of ["zq", "%%%", "Ω≈ç"]) expect((await suggest(junk)).body).toEqual({ status: "ZERO_RESULTS", predictions: [] });
    expect((await suggest("Xyzzyville")).body).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });

  it("needs an input of 1 to 80 characters", async () => {
    for (const input of [undefined, "", "   "]) {
      const { status, body } = await suggest(input);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Please enter a location.", errors: { input: ["Please enter a location."] } });
    }
    const long = await suggest("k".repeat(81));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Location must be at most 80 characters.");
    expect((await suggest("k".repeat(80))).status).toBe(200);
  });
});

describe("GET /api/places/geocode/ (gazetteer)", () => {
  const geocode = (query: Record<string, string>) => api.json("GET", "/api/places/geocode/", { query });

  it("reverse-geocodes coordinates to the nearest place", async () => {
    const { status, body } = await geocode({ latlng: "8.5240,76.9600" });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "OK",
      results: [
        {
          formatted_address: "Kowdiar, Trivandrum, Kerala, India",
          place_id: "in-kerala-trivandrum-kowdiar",
          geometry: { location: { lat: 8.5236, lng: 76.9606 } },
        },
      ],
    });
    const spaced = await geocode({ latlng: " 12.9716 , 77.5946 " });
    expect(spaced.body.results[0].formatted_address).toBe("Bengaluru, Karnataka, India");
  });

  it("answers ZERO_RESULTS far from any known place", async () => {
    expect((await geocode({ latlng: "0,0" })).body).toEqual({ status: "ZERO_RESULTS", results: [] });
  });

  it("forward-geocodes a name, alias, description or pincode", async () => {
    const { status, body } = await geocode({ address: "Kowdiar" });
    expect(status).toBe(200);
    expect(body.status).toBe("OK");
    expect(body.results).toEqual([
      {
        formatted_address: "Kowdiar, Trivandrum, Kerala, India",
        place_id: "in-kerala-trivandrum-kowdiar",
        geometry: { location: { lat: 8.5236, lng: 76.9606 } },
      },
    ]);
    expect((await geocode({ address: "Bangalore" })).body.results[0].place_id).toBe("in-karnataka-bengaluru");
    expect((await geocode({ address: "Kakkanad, Kochi, Kerala, India" })).body.results[0].place_id).toBe("in-kerala-kochi-kakkanad");
    expect((await geocode({ address: "682030" })).body.results[0].place_id).toBe("in-kerala-kochi");
  });

  it("keeps the exact point for the spec's 'Lat: .., Lng: ..' location text", async () => {
    const { body } = await geocode({ address: "Lat: 8.52, Lng: 76.93" });
    expect(body.status).toBe("OK");
    expect(body.results[0].geometry).toEqual({ location: { lat: 8.52, lng: 76.93 } });
    expect(body.results[0].formatted_address).toMatch(/Trivandrum, Kerala, India$/);
  });

  it("answers ZERO_RESULTS for an unknown address", async () => {
    expect((await geocode({ address: "Atlantis" })).body).toEqual({ status: "ZERO_RESULTS", results: [] });
  });

  it("prefers latlng when both are given", async () => {
    const { body } = await geocode({ latlng: "13.0827,80.2707", address: "Kowdiar" });
    expect(body.results[0].place_id).toBe("in-tamil-nadu-chennai");
  });

  it("needs latlng or address, and a well-formed latlng", async () => {
    for (const query of [{}, { address: "" }, { address: "   " }] as Record<string, string>[]) {
      const { status, body } = await geocode(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: "failure", message: "Please give latlng or address." });
    }
    for (const latlng of ["", "abc", "8.52", "91,76", "8.52,181", "8.52;76.93"]) {
      const { status, body } = await geocode({ latlng });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'latlng must be "latitude,longitude", e.g. 8.52,76.93.', errors: { latlng: [expect.any(String)] } });
    }
    const long = await geocode({ address: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Address must be at most 200 characters.");
  });
});

describe("Google Maps JSON mapping", () => {
  it("maps Places Autocomplete predictions, dropping incomplete entries", () => {
    const json = {
      status: "OK",
      predictions: [
        { description: "Kowdiar, Thiruvananthapuram, Kerala, India", place_id: "ChIJa1", matched_substrings: [], terms: [], types: ["sublocality"] },
        { description: "Kowdiar Palace Road, Kerala, India", place_id: "ChIJb2", structured_formatting: { main_text: "Kowdiar Palace Road" } },
        { description: "No id" },
        "junk",
      ],
    };
    expect(mapAutocompleteJson(json)).toEqual({
      status: "OK",
      predictions: [
        { description: "Kowdiar, Thiruvananthapuram, Kerala, India", place_id: "ChIJa1" },
        { description: "Kowdiar Palace Road, Kerala, India", place_id: "ChIJb2" },
      ],
    });
    expect(mapAutocompleteJson({ status: "ZERO_RESULTS", predictions: [] })).toEqual({ status: "ZERO_RESULTS", predictions: [] });
    expect(mapAutocompleteJson({ status: "OK", predictions: [{ description: "x" }] })).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });

  it("maps Geocoding results to formatted address, place id and location", () => {
    const json = {
      status: "OK",
      results: [
        {
          address_components: [{ long_name: "Kowdiar", short_name: "Kowdiar", types: ["sublocality"] }],
          formatted_address: "Kowdiar, Thiruvananthapuram, Kerala 695003, India",
          geometry: { location: { lat: 8.5236, lng: 76.9606 }, location_type: "APPROXIMATE", viewport: {} },
          place_id: "ChIJc3",
          types: ["sublocality"],
        },
        { formatted_address: "No geometry", place_id: "ChIJd4" },
        { formatted_address: "Bad lat", place_id: "ChIJe5", geometry: { location: { lat: "8.5", lng: 76.9 } } },
      ],
    };
    expect(mapGeocodeJson(json)).toEqual({
      status: "OK",
      results: [
        {
          formatted_address: "Kowdiar, Thiruvananthapuram, Kerala 695003, India",
          place_id: "ChIJc3",
          geometry: { location: { lat: 8.5236, lng: 76.9606 } },
        },
      ],
    });
    expect(mapGeocodeJson({ status: "ZERO_RESULTS", results: [] })).toEqual({ status: "ZERO_RESULTS", results: [] });
  });

  it("throws on Google's error statuses and on non-objects", () => {
    expect(() => mapAutocompleteJson({ status: "REQUEST_DENIED", error_message: "The provided API key is invalid." })).toThrow(
      new MapsServiceError("Maps service status REQUEST_DENIED: The provided API key is invalid."),
    );
    expect(() => mapGeocodeJson({ status: "OVER_QUERY_LIMIT", results: [] })).toThrow(MapsServiceError);
    expect(() => mapGeocodeJson({ results: [] })).toThrow(MapsServiceError);
    expect(() => mapGeocodeJson(null)).toThrow(MapsServiceError);
    expect(() => mapAutocompleteJson([])).toThrow(MapsServiceError);
  });

  it("builds request URLs restricted to India", () => {
    const a = new URL(autocompleteUrl("Kow diar&x", "KEY"));
    expect(`${a.origin}${a.pathname}`).toBe("https://maps.googleapis.com/maps/api/place/autocomplete/json");
    expect(Object.fromEntries(a.searchParams)).toEqual({ input: "Kow diar&x", components: "country:in", key: "KEY" });
    const r = new URL(geocodeUrl({ latlng: { lat: 8.52, lng: 76.93 } }, "KEY"));
    expect(`${r.origin}${r.pathname}`).toBe("https://maps.googleapis.com/maps/api/geocode/json");
    expect(Object.fromEntries(r.searchParams)).toEqual({ latlng: "8.52,76.93", key: "KEY" });
    const f = new URL(geocodeUrl({ address: "Kowdiar" }, "KEY"));
    expect(Object.fromEntries(f.searchParams)).toEqual({ address: "Kowdiar", components: "country:in", key: "KEY" });
  });
});

describe("with MAPS_API_KEY set (fetch stubbed, no network)", () => {
  let maps: TestApi;
  beforeAll(async () => (maps = await createTestApi({ seed: false, config: { mapsApiKey: "test-key" } })));
  afterAll(() => maps.close());
  afterEach(() => vi.unstubAllGlobals());

  const stubFetch = (answer: (url: string) => unknown) => {
    const fetch = vi.fn(async (url: string | URL) => {
      const body = answer(String(url));
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    return fetch;
  };

  it("answers autocomplete and geocoding from Google's JSON", async () => {
    const fetch = stubFetch((url) =>
      url.includes("/place/autocomplete/")
        ? { status: "OK", predictions: [{ description: "Kowdiar, Thiruvananthapuram, Kerala, India", place_id: "ChIJa1" }] }
        : { status: "OK", results: [{ formatted_address: "Pattom, Kerala, India", place_id: "ChIJp", geometry: { location: { lat: 8.52, lng: 76.94 } } }] },
    );
    const client = "192.0.2.10";
    const suggest = await maps.json("GET", "/api/places/autocomplete/", { query: { input: "Kowd" }, client });
    expect(suggest.body).toEqual({ status: "OK", predictions: [{ description: "Kowdiar, Thiruvananthapuram, Kerala, India", place_id: "ChIJa1" }] });
    const reverse = await maps.json("GET", "/api/places/geocode/", { query: { latlng: "8.52,76.94" }, client });
    expect(reverse.body.results[0]).toEqual({ formatted_address: "Pattom, Kerala, India", place_id: "ChIJp", geometry: { location: { lat: 8.52, lng: 76.94 } } });
    const point = await maps.json("GET", "/api/places/geocode/", { query: { address: "Lat: 8.5201, Lng: 76.9402" }, client });
    expect(point.body.results).toEqual([{ formatted_address: "Pattom, Kerala, India", place_id: "ChIJp", geometry: { location: { lat: 8.5201, lng: 76.9402 } } }]);
    const urls = fetch.mock.calls.map(([u]) => new URL(String(u)));
    expect(urls[0]!.searchParams.get("components")).toBe("country:in");
    expect(urls[0]!.searchParams.get("key")).toBe("test-key");
    expect(urls[1]!.searchParams.get("latlng")).toBe("8.52,76.94");
    expect(urls[2]!.searchParams.get("latlng")).toBe("8.5201,76.9402");
  });

  it("falls back to the gazetteer when Google fails", async () => {
    const logs = captureLogs("warn");
    try {
      stubFetch(() => new TypeError("fetch failed"));
      const down = await maps.json("GET", "/api/places/autocomplete/", { query: { input: "Kowd" } });
      expect(down.body.predictions[0]).toEqual({ description: "Kowdiar, Trivandrum, Kerala, India", place_id: "in-kerala-trivandrum-kowdiar" });
      stubFetch(() => ({ status: "REQUEST_DENIED", error_message: "bad key" }));
      const denied = await maps.json("GET", "/api/places/geocode/", { query: { address: "Kowdiar" } });
      expect(denied.body.results[0].place_id).toBe("in-kerala-trivandrum-kowdiar");
      expect(logs.lines.some((l) => l.level === 40 && /maps service failed/.test(String(l.msg)))).toBe(true);
    } finally {
      logs.stop();
    }
  });

  it("stops calling Google for a client past its hourly allowance and answers from the gazetteer", async () => {
    await maps.db.query("INSERT INTO rate_events (bucket, created_at) SELECT 'maps:client:192.0.2.99', $1::timestamptz FROM generate_series(1, $2::int)", [maps.deps.now(), MAPS_CALLS_PER_HOUR]);
    const fetch = stubFetch(() => ({ status: "OK", predictions: [{ description: "From Google", place_id: "g" }] }));
    const limited = await maps.json("GET", "/api/places/autocomplete/", { query: { input: "Kowd" }, client: "192.0.2.99" });
    expect(limited.body.predictions[0].place_id).toBe("in-kerala-trivandrum-kowdiar");
    expect(fetch).not.toHaveBeenCalled();
    const other = await maps.json("GET", "/api/places/autocomplete/", { query: { input: "Kowd" }, client: "192.0.2.100" });
    expect(other.body.predictions[0].place_id).toBe("g");
  });
});

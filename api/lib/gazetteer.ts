/**
 * The built-in gazetteer of Indian cities and localities with their true coordinates. It answers
 * place autocomplete, forward geocoding (location text -> coordinates for provider search) and
 * reverse geocoding, so the product needs no maps service to run.
 */
import { parseLatLngText } from "../../contract/schemas/places";

export interface Place {
  place_id: string;
  name: string;
  city: string;
  state: string;
  kind: "city" | "locality";
  aliases: string[];
  latitude: number;
  longitude: number;
  /** Pincodes (first three digits are enough to match a city). */
  pincodes: string[];
}

type CityRow = [name: string, state: string, lat: number, lng: number, aliases: string[], pincodes: string[], localities: [string, number, number][]];

const CITIES: CityRow[] = [
  [
    "Trivandrum",
    "Kerala",
    8.5241,
    76.9366,
    ["Thiruvananthapuram", "TVM"],
    ["695"],
    [
      ["Kowdiar", 8.5236, 76.9606],
      ["Pattom", 8.5211, 76.9421],
      ["Vazhuthacaud", 8.4996, 76.9583],
      ["Kazhakkoottam", 8.5686, 76.8731],
      ["Technopark", 8.5581, 76.8816],
      ["Vellayambalam", 8.5122, 76.9599],
      ["Sasthamangalam", 8.5128, 76.9725],
      ["Kovalam", 8.4004, 76.9787],
    ],
  ],
  [
    "Kochi",
    "Kerala",
    9.9312,
    76.2673,
    ["Cochin", "Ernakulam"],
    ["682"],
    [
      ["Kakkanad", 10.0159, 76.3419],
      ["Edappally", 10.0261, 76.3084],
      ["Panampilly Nagar", 9.9583, 76.2925],
      ["Fort Kochi", 9.9658, 76.2421],
      ["Kadavanthra", 9.9667, 76.2997],
    ],
  ],
  [
    "Kozhikode",
    "Kerala",
    11.2588,
    75.7804,
    ["Calicut"],
    ["673"],
    [
      ["Nadakkavu", 11.2707, 75.7796],
      ["Mavoor Road", 11.2566, 75.79],
    ],
  ],
  ["Thrissur", "Kerala", 10.5276, 76.2144, ["Trichur"], ["680"], [["Punkunnam", 10.5341, 76.207]]],
  [
    "Bengaluru",
    "Karnataka",
    12.9716,
    77.5946,
    ["Bangalore"],
    ["560"],
    [
      ["Indiranagar", 12.9719, 77.6412],
      ["Koramangala", 12.9352, 77.6245],
      ["Jayanagar", 12.925, 77.5938],
      ["Whitefield", 12.9698, 77.75],
      ["HSR Layout", 12.9116, 77.6474],
    ],
  ],
  ["Mysuru", "Karnataka", 12.2958, 76.6394, ["Mysore"], ["570"], [["Gokulam", 12.3275, 76.631]]],
  [
    "Chennai",
    "Tamil Nadu",
    13.0827,
    80.2707,
    ["Madras"],
    ["600"],
    [
      ["T. Nagar", 13.0418, 80.2341],
      ["Adyar", 13.0012, 80.2565],
      ["Anna Nagar", 13.085, 80.2101],
      ["Velachery", 12.9815, 80.218],
    ],
  ],
  [
    "Coimbatore",
    "Tamil Nadu",
    11.0168,
    76.9558,
    ["Kovai"],
    ["641"],
    [
      ["RS Puram", 11.0089, 76.9497],
      ["Peelamedu", 11.0305, 77.0157],
    ],
  ],
  ["Madurai", "Tamil Nadu", 9.9252, 78.1198, [], ["625"], [["Anna Nagar Madurai", 9.9196, 78.1469]]],
  [
    "Hyderabad",
    "Telangana",
    17.385,
    78.4867,
    ["Secunderabad"],
    ["500"],
    [
      ["Banjara Hills", 17.4156, 78.4347],
      ["Jubilee Hills", 17.4326, 78.4071],
      ["Gachibowli", 17.4401, 78.3489],
      ["Kondapur", 17.4698, 78.3578],
    ],
  ],
  [
    "Mumbai",
    "Maharashtra",
    19.076,
    72.8777,
    ["Bombay"],
    ["400"],
    [
      ["Bandra West", 19.0596, 72.8295],
      ["Andheri West", 19.1364, 72.8296],
      ["Powai", 19.1176, 72.906],
      ["Colaba", 18.9067, 72.8147],
      ["Juhu", 19.1075, 72.8263],
    ],
  ],
  [
    "Pune",
    "Maharashtra",
    18.5204,
    73.8567,
    ["Poona"],
    ["411"],
    [
      ["Koregaon Park", 18.5362, 73.8939],
      ["Kothrud", 18.5074, 73.8077],
      ["Baner", 18.559, 73.7868],
    ],
  ],
  [
    "New Delhi",
    "Delhi",
    28.6139,
    77.209,
    ["Delhi"],
    ["110"],
    [
      ["Connaught Place", 28.6315, 77.2167],
      ["Hauz Khas", 28.5494, 77.2001],
      ["Lajpat Nagar", 28.5677, 77.2433],
      ["Rajouri Garden", 28.6415, 77.1209],
    ],
  ],
  ["Gurugram", "Haryana", 28.4595, 77.0266, ["Gurgaon"], ["122"], [["DLF Phase 4", 28.4664, 77.0869]]],
  [
    "Jaipur",
    "Rajasthan",
    26.9124,
    75.7873,
    ["Pink City"],
    ["302"],
    [
      ["C-Scheme", 26.9066, 75.7997],
      ["Malviya Nagar Jaipur", 26.8549, 75.8243],
    ],
  ],
  [
    "Ahmedabad",
    "Gujarat",
    23.0225,
    72.5714,
    ["Amdavad"],
    ["380"],
    [
      ["Navrangpura", 23.0365, 72.5611],
      ["Satellite", 23.0301, 72.5178],
    ],
  ],
  [
    "Kolkata",
    "West Bengal",
    22.5726,
    88.3639,
    ["Calcutta"],
    ["700"],
    [
      ["Park Street", 22.5535, 88.3525],
      ["Salt Lake", 22.5867, 88.4171],
    ],
  ],
  [
    "Lucknow",
    "Uttar Pradesh",
    26.8467,
    80.9462,
    [],
    ["226"],
    [
      ["Gomti Nagar", 26.85, 81.0],
      ["Hazratganj", 26.8509, 80.9451],
    ],
  ],
  ["Chandigarh", "Chandigarh", 30.7333, 76.7794, [], ["160"], [["Sector 17", 30.7398, 76.7827]]],
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const PLACES: Place[] = CITIES.flatMap(([name, state, latitude, longitude, aliases, pincodes, localities]) => {
  const cityId = `in-${slug(state)}-${slug(name)}`;
  const city: Place = { place_id: cityId, name, city: name, state, kind: "city", aliases, latitude, longitude, pincodes };
  return [
    city,
    ...localities.map(([locality, lat, lng]): Place => ({
      place_id: `${cityId}-${slug(locality)}`,
      name: locality,
      city: name,
      state,
      kind: "locality",
      aliases: [],
      latitude: lat,
      longitude: lng,
      pincodes,
    })),
  ];
});

export const CITY_PLACES = PLACES.filter((p) => p.kind === "city");

/** 'Kowdiar, Trivandrum, Kerala, India' or 'Trivandrum, Kerala, India'. */
export const describePlace = (p: Place) => [p.kind === "locality" ? p.name : null, p.city, p.state, "India"].filter(Boolean).join(", ");

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const names = (p: Place) => [p.name, ...p.aliases].map(norm);

/**
 * Location text -> a place. Accepts a city or locality name or alias ('Cochin'), a description
 * as autocomplete returns it ('Kowdiar, Trivandrum, Kerala, India'), a pincode ('695003'), or
 * 'Lat: .., Lng: ..' (answered with the nearest place and the exact point).
 */
export function findPlace(text: string): (Place & { point: { lat: number; lng: number } }) | undefined {
  const coords = parseLatLngText(text);
  if (coords) {
    const near = nearestPlace(coords.lat, coords.lng);
    return near ? { ...near, point: coords } : undefined;
  }
  const withPoint = (p: Place | undefined) => (p ? { ...p, point: { lat: p.latitude, lng: p.longitude } } : undefined);
  const pin = /\b(\d{6})\b/.exec(text)?.[1];
  if (pin) return withPoint(CITY_PLACES.find((p) => p.pincodes.some((prefix) => pin.startsWith(prefix))));
  const parts = text.split(",").map(norm).filter(Boolean);
  if (parts.length === 0) return undefined;
  // The first part is the most specific; a locality needs its city to agree when one is given.
  for (const part of parts) {
    const hits = PLACES.filter((p) => names(p).includes(part));
    const inCity = hits.find((p) => p.kind === "locality" && parts.some((q) => norm(p.city) === q || CITY_PLACES.find((c) => c.city === p.city && names(c).includes(q))));
    const best = inCity ?? hits.find((p) => p.kind === "city") ?? hits[0];
    if (best) return withPoint(best);
  }
  return undefined;
}

export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The closest gazetteer place within 60 km, for reverse geocoding. */
export function nearestPlace(lat: number, lng: number, maxKm = 60): Place | undefined {
  let best: Place | undefined;
  let bestKm = Infinity;
  for (const p of PLACES) {
    const km = distanceKm(lat, lng, p.latitude, p.longitude);
    if (km < bestKm) [best, bestKm] = [p, km];
  }
  return bestKm <= maxKm ? best : undefined;
}

/** Autocomplete: prefix matches first (cities before localities), then substring matches. */
export function autocomplete(input: string, limit = 6): Place[] {
  const q = norm(input);
  if (!q) return [];
  const score = (p: Place) => {
    const n = names(p);
    if (n.some((x) => x.startsWith(q))) return p.kind === "city" ? 0 : 1;
    if (n.some((x) => x.includes(q)) || norm(p.city).startsWith(q)) return p.kind === "city" ? 2 : 3;
    if (/^\d{3,6}$/.test(q) && p.kind === "city" && p.pincodes.some((pin) => q.startsWith(pin) || pin.startsWith(q))) return 0;
    return -1;
  };
  return PLACES.map((p) => [p, score(p)] as const)
    .filter(([, s]) => s >= 0)
    .sort((a, b) => a[1] - b[1] || a[0].name.localeCompare(b[0].name))
    .slice(0, limit)
    .map(([p]) => p);
}

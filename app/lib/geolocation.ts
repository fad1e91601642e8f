/** The spec's geolocation settings: high accuracy, 5 s, no cached position. */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

/** 'Lat: 8.5241, Lng: 76.9366', as the spec stores a position. */
export const latLngText = (lat: number, lng: number) => `Lat: ${lat.toFixed(4)}, Lng: ${lng.toFixed(4)}`;

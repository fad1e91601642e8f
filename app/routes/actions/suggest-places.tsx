import type { LoaderFunctionArgs } from "react-router";
import { api } from "~/lib/api.server";

/** Place suggestions and reverse geocoding for the location box (used by scripts only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const latlng = url.searchParams.get("latlng");
  const client = api(context, request);
  if (latlng) {
    const result = await client.get("/api/places/geocode/", { failure: "Failed to get location.", query: { latlng } });
    return Response.json({ address: result.ok ? (result.data.results[0]?.formatted_address ?? null) : null });
  }
  const input = (url.searchParams.get("input") ?? "").slice(0, 80);
  if (!input.trim()) return Response.json({ predictions: [] });
  const result = await client.get("/api/places/autocomplete/", { failure: "Failed to get location.", query: { input } });
  return Response.json({ predictions: result.ok ? result.data.predictions : [] });
}

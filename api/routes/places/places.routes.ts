import { clientKey } from "../../lib/client-key";
import { createRouter } from "../../lib/context";
import { autocompletePlaces, geocode } from "./places.service";
import * as routes from "../../../contract/routes/places";

export const router = createRouter();

router.openapi(routes.placesAutocomplete, async (c) => {
  const { input } = c.req.valid("query");
  return c.json(await autocompletePlaces(c.var.deps, clientKey(c), input), 200);
});

router.openapi(routes.placesGeocode, async (c) => {
  const query = c.req.valid("query");
  return c.json(await geocode(c.var.deps, clientKey(c), query), 200);
});

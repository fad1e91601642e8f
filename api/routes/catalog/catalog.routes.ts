import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../../lib/context";
import { ErrorBody } from "../../lib/errors";

export const router = createRouter();

const ServiceType = z
  .object({ service_type_id: z.number().int(), type_name: z.string() })
  .openapi("ServiceType");

router.openapi(
  createRoute({
    method: "get",
    path: "/api/service-types/",
    tags: ["Catalogue"],
    summary: "Service types (1 Salon Services, 2 Home Services)",
    responses: {
      200: {
        description: "All service types",
        content: { "application/json": { schema: z.object({ status: z.literal("success"), results: z.array(ServiceType) }) } },
      },
      500: { description: "Failure", content: { "application/json": { schema: ErrorBody } } },
    },
  }),
  async (c) => {
    const results = await c.var.deps.db.query<z.infer<typeof ServiceType>>(
      "SELECT service_type_id, type_name FROM service_types ORDER BY service_type_id",
    );
    return c.json({ status: "success" as const, results }, 200);
  },
);

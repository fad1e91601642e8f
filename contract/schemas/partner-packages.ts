import { z } from "@hono/zod-openapi";
import { id, text } from "./fields";
import { MAX_SERVICE_PRICE, PACKAGE_SERVICES_MAX, PACKAGE_SERVICES_MIN, SERVICE_DURATIONS } from "../partner";

/** A package the provider makes of their own services (issue 28, item 5). */
export const PACKAGE_MESSAGES = {
  name: "Please enter the package's name.",
  services: `Please choose ${PACKAGE_SERVICES_MIN} to ${PACKAGE_SERVICES_MAX} of your services for the package.`,
  price: `Prices are whole rupees from 1 to ${MAX_SERVICE_PRICE}.`,
  duration: "Please choose how long it takes.",
  added: "Package added. Customers see it now.",
} as const;

export const NewPackageBody = z
  .object({
    name: text({ message: PACKAGE_MESSAGES.name }).trim().min(2, PACKAGE_MESSAGES.name).max(80, PACKAGE_MESSAGES.name),
    service_ids: z
      .array(id("Invalid service ID."), { message: PACKAGE_MESSAGES.services })
      .min(PACKAGE_SERVICES_MIN, PACKAGE_MESSAGES.services)
      .max(PACKAGE_SERVICES_MAX, PACKAGE_MESSAGES.services)
      .openapi({ description: "The provider's own services the package bundles, each once, in the order shown" }),
    price: z.number({ message: PACKAGE_MESSAGES.price }).int(PACKAGE_MESSAGES.price).min(1, PACKAGE_MESSAGES.price).max(MAX_SERVICE_PRICE, PACKAGE_MESSAGES.price),
    service_time: z.enum(SERVICE_DURATIONS, { message: PACKAGE_MESSAGES.duration }),
  })
  .strict()
  .openapi("PartnerNewPackage");

import type { AppLoadContext } from "react-router";
import { api } from "./api.server";
import type { BookServiceResponse } from "../../contract/schemas/providers";
import { cartTotal, pricedLines, type Cart, type PricedLine } from "./cart";

export interface CartOffering {
  service_id: number;
  service_name: string;
  price: number;
  image: string | null;
  service_time: string;
  category_name: string;
}

/** The provider page's data, as the API describes it. */
export type ProviderDetail = BookServiceResponse;

/** Services and packages of a provider in one shape, for pricing the cart. */
export function offeringsOf(detail: ProviderDetail): CartOffering[] {
  return [
    ...detail.services,
    ...detail.packages.map((p) => ({
      service_id: p.service_id,
      service_name: p.package_name,
      price: p.service_price,
      image: p.service_image,
      service_time: p.service_time,
      category_name: p.category_name,
    })),
  ];
}

export type CartLine = PricedLine & { image: string | null; serviceTime: string; categoryName: string };

export function linesFrom(cart: Cart | undefined, offerings: CartOffering[]): { lines: CartLine[]; total: number } {
  const byId = new Map(offerings.map((o) => [o.service_id, o]));
  const lines = pricedLines(cart, offerings).map((l) => {
    const o = byId.get(l.serviceId)!;
    return { ...l, image: o.image, serviceTime: o.service_time, categoryName: o.category_name };
  });
  return { lines, total: cartTotal(lines) };
}

/** The session cart priced by the API (prices never come from the browser). */
export async function loadCartLines(context: AppLoadContext, request: Request, cart: Cart | undefined, known?: ProviderDetail) {
  if (!cart) return { lines: [] as CartLine[], total: 0, detail: undefined };
  let detail = known;
  if (!detail || detail.data[0]?.provider_id !== cart.providerId || detail.data[0]?.branch_id !== cart.branchId) {
    const result = await api(context, request).get("/api/bookservice/", { failure: "Failed to fetch service provider details.", query: { provider_id: cart.providerId, branch_id: cart.branchId } });
    detail = result.ok ? result.data : undefined;
  }
  return { ...linesFrom(cart, detail ? offeringsOf(detail) : []), detail };
}

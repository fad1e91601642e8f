import { SERVICE_TYPE, SERVICE_TYPE_NAME, type ServiceTypeId } from "../../contract/catalog";
import { MIN_HOME_SERVICES_TOTAL } from "../../contract/booking";

/**
 * The cart as kept in the cookie session: ids and quantities only, one provider and branch at a
 * time (names and prices come from the API when shown, so nothing the browser holds sets a price).
 */
export interface Cart {
  providerId: number;
  branchId: number;
  serviceTypeId: number; // SERVICE_TYPE (contract/catalog.ts)
  /** offering id -> quantity (at least 1) */
  lines: Record<string, number>;
}

export const MINIMUM_MESSAGE = "Please add 600rs worth of services to proceed to the checkout.";
export const MAX_CART_LINES = 20;
export const MAX_QUANTITY = 20;

export type AddResult =
  | { kind: "added"; cart: Cart }
  | { kind: "other-provider" } // ask 'Clear Items' first
  | { kind: "full" };

export interface AddInput {
  providerId: number;
  branchId: number;
  serviceTypeId: number;
  serviceId: number;
}

export function addToCart(cart: Cart | undefined, item: AddInput): AddResult {
  if (!cart || lineCount(cart) === 0) {
    return { kind: "added", cart: { providerId: item.providerId, branchId: item.branchId, serviceTypeId: item.serviceTypeId, lines: { [item.serviceId]: 1 } } };
  }
  if (cart.providerId !== item.providerId || cart.branchId !== item.branchId) return { kind: "other-provider" };
  const key = String(item.serviceId);
  if (!(key in cart.lines) && lineCount(cart) >= MAX_CART_LINES) return { kind: "full" };
  const quantity = Math.min((cart.lines[key] ?? 0) + 1, MAX_QUANTITY);
  return { kind: "added", cart: { ...cart, lines: { ...cart.lines, [key]: quantity } } };
}

/** Sets a line's quantity; below 1 is refused (the spec's minus stops at 1). */
export function setQuantity(cart: Cart, serviceId: number, quantity: number): Cart {
  const key = String(serviceId);
  if (!(key in cart.lines)) return cart;
  const q = Math.max(1, Math.min(MAX_QUANTITY, Math.trunc(quantity)));
  return { ...cart, lines: { ...cart.lines, [key]: q } };
}

export function removeFromCart(cart: Cart, serviceId: number): Cart | undefined {
  const { [String(serviceId)]: _removed, ...lines } = cart.lines;
  return Object.keys(lines).length ? { ...cart, lines } : undefined;
}

export const lineCount = (cart: Cart | undefined) => (cart ? Object.keys(cart.lines).length : 0);

/** The badge shows the number of items (sum of quantities). */
export const itemCount = (cart: Cart | undefined) => (cart ? Object.values(cart.lines).reduce((sum, q) => sum + q, 0) : 0);

export const serviceIds = (cart: Cart | undefined) => (cart ? Object.keys(cart.lines).map(Number) : []);

export interface PricedLine {
  serviceId: number;
  name: string;
  price: number;
  quantity: number;
  lineTotal: number;
}

/** Joins the cart with prices from the API; lines the API no longer knows are dropped. */
export function pricedLines(cart: Cart | undefined, prices: { service_id: number; service_name: string; price: number }[]): PricedLine[] {
  if (!cart) return [];
  const byId = new Map(prices.map((p) => [p.service_id, p]));
  return serviceIds(cart).flatMap((id) => {
    const p = byId.get(id);
    if (!p) return [];
    const quantity = cart.lines[String(id)] ?? 1;
    return [{ serviceId: id, name: p.service_name, price: p.price, quantity, lineTotal: p.price * quantity }];
  });
}

export const cartTotal = (lines: PricedLine[]) => lines.reduce((sum, l) => sum + l.lineTotal, 0);

/** The spec: 'Salon Services' becomes id 1, 'Home Services' id 2 (a provider's detail names its type). */
export const serviceTypeOfName = (name: string): ServiceTypeId => (name === SERVICE_TYPE_NAME[SERVICE_TYPE.freelancer] ? SERVICE_TYPE.freelancer : SERVICE_TYPE.salon);

/** Book Now's rule: salons have no minimum; home services need ₹600. */
export function meetsMinimum(serviceTypeId: number, total: number) {
  return serviceTypeId === SERVICE_TYPE.salon || total >= MIN_HOME_SERVICES_TOTAL;
}

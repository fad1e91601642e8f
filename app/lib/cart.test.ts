import { describe, expect, it } from "vitest";
import { addToCart, cartTotal, itemCount, meetsMinimum, pricedLines, removeFromCart, serviceTypeOfName, setQuantity, MAX_CART_LINES, MAX_QUANTITY, type Cart } from "./cart";
import { SERVICE_TYPE } from "../../contract/catalog";

const item = (serviceId: number, providerId = 1, branchId = 1) => ({ providerId, branchId, serviceTypeId: SERVICE_TYPE.salon, serviceId });
const added = (cart: Cart | undefined, serviceId: number, providerId = 1, branchId = 1) => {
  const result = addToCart(cart, item(serviceId, providerId, branchId));
  if (result.kind !== "added") throw new Error(result.kind);
  return result.cart;
};

describe("cart rules (spec 01 §4)", () => {
  it("an empty cart takes a service from any provider, and a repeat add raises the quantity", () => {
    let cart = added(undefined, 10, 7, 3);
    expect(cart).toEqual({ providerId: 7, branchId: 3, serviceTypeId: SERVICE_TYPE.salon, lines: { "10": 1 } });
    cart = added(cart, 10, 7, 3);
    expect(cart.lines["10"]).toBe(2);
    expect(itemCount(cart)).toBe(2);
  });

  it("a service of another provider or branch asks 'Clear Items' first", () => {
    const cart = added(undefined, 10, 7, 3);
    expect(addToCart(cart, item(11, 8, 3)).kind).toBe("other-provider");
    expect(addToCart(cart, item(11, 7, 4)).kind).toBe("other-provider");
  });

  it("minus stops at 1, plus stops at the maximum, remove drops the line and an empty cart", () => {
    let cart = added(added(undefined, 10), 11);
    expect(setQuantity(cart, 10, 0).lines["10"]).toBe(1);
    expect(setQuantity(cart, 10, 99).lines["10"]).toBe(MAX_QUANTITY);
    cart = removeFromCart(cart, 10)!;
    expect(Object.keys(cart.lines)).toEqual(["11"]);
    expect(removeFromCart(cart, 11)).toBeUndefined();
  });

  it("keeps the cart small enough for its cookie", () => {
    let cart: Cart | undefined;
    for (let i = 1; i <= MAX_CART_LINES; i++) cart = added(cart, i);
    expect(addToCart(cart, item(999)).kind).toBe("full");
  });

  it("prices lines from the API's figures only, dropping lines it no longer knows", () => {
    const cart = setQuantity(added(added(undefined, 10), 11), 11, 3);
    const lines = pricedLines(cart, [{ service_id: 10, service_name: "Haircut", price: 350 }]);
    expect(lines).toEqual([{ serviceId: 10, name: "Haircut", price: 350, quantity: 1, lineTotal: 350 }]);
    expect(
      cartTotal(
        pricedLines(cart, [
          { service_id: 10, service_name: "Haircut", price: 350 },
          { service_id: 11, service_name: "Threading", price: 60 },
        ]),
      ),
    ).toBe(530);
  });

  it("salons have no minimum; home services need ₹600", () => {
    expect(meetsMinimum(SERVICE_TYPE.salon, 50)).toBe(true);
    expect(meetsMinimum(SERVICE_TYPE.freelancer, 599)).toBe(false);
    expect(meetsMinimum(SERVICE_TYPE.freelancer, 600)).toBe(true);
  });
});

describe("service type of a provider's detail (spec 01 §detail screen load)", () => {
  it("'Salon Services' is 1, 'Home Services' is 2", () => {
    expect(serviceTypeOfName("Salon Services")).toBe(1);
    expect(serviceTypeOfName("Home Services")).toBe(2);
  });
});

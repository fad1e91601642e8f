import { createGlobalStyle, styled } from "styled-components";
import type { CartLine } from "~/lib/cart.server";
import { rupees } from "~/lib/format";
import { useLocale, useT } from "~/i18n/use-t";

const cartItems = (lines: { quantity: number }[]) => lines.reduce((n, l) => n + l.quantity, 0);

/**
 * Phones: a bar held at the bottom of the screen that leads to the cart (a plain anchor to #cart).
 * The caller places it in the page just above the cart, so once the visitor reaches the cart the
 * bar stops there and never covers it (CSS sticky, no script).
 */
export function ViewCartBar({ lines, total }: { lines: CartLine[]; total: number }) {
  const t = useT("cart");
  const locale = useLocale();
  return (
    <>
      <ViewCart href="#cart" data-testid="view-cart">
        <span>{t("viewCart")}</span>
        <span>{t.plural("viewCartItems", cartItems(lines), { total: rupees(total, locale) })}</span>
      </ViewCart>
      <RoomForViewCart />
    </>
  );
}

const ViewCart = styled.a`
  display: none;
  @media (max-width: 1023px) {
    position: sticky;
    bottom: 12px;
    z-index: 50;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    min-height: 52px;
    padding: 0 20px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
    box-shadow: 0 6px 20px rgba(31, 26, 28, 0.3);
  }
`;

/** A control reached by Tab scrolls into view above the View cart bar, not under it. */
const RoomForViewCart = createGlobalStyle`
  @media (max-width: 1023px) {
    html {
      scroll-padding-bottom: 80px;
    }
  }
`;

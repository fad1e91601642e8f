import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import type { CartLine } from "~/lib/cart.server";
import { CartAction } from "./CartAction";
import { useLocale, useT } from "~/i18n/use-t";

/** The cart beside the provider page: lines with minus/plus/remove, the total, Clear and Book Now. */
export function CartPanel({ lines, total, providerName, minimumNote }: { lines: CartLine[]; total: number; providerName?: string; minimumNote?: boolean }) {
  const t = useT("cart");
  const locale = useLocale();
  return (
    <Panel aria-labelledby="cart-title" id="cart">
      <h2 id="cart-title">{t("yourCart")}</h2>
      {lines.length === 0 ? (
        <Empty>{t("empty")}</Empty>
      ) : (
        <>
          {providerName ? <From>{t("from", { name: providerName })}</From> : null}
          <Lines>
            {lines.map((l) => (
              <li key={l.serviceId}>
                <div>
                  <strong>{l.name}</strong>
                  <small>{t("each", { price: rupees(l.price, locale), time: l.serviceTime })}</small>
                </div>
                <Qty>
                  <CartAction intent="dec" fields={{ serviceId: l.serviceId }} label={t("oneLess", { name: l.name })} disabled={l.quantity <= 1}>
                    −
                  </CartAction>
                  <output aria-label={t("quantityOf", { name: l.name })}>{l.quantity}</output>
                  <CartAction intent="inc" fields={{ serviceId: l.serviceId }} label={t("oneMore", { name: l.name })}>
                    +
                  </CartAction>
                </Qty>
                <LineTotal>{rupees(l.lineTotal, locale)}</LineTotal>
                <Remove intent="remove" fields={{ serviceId: l.serviceId }} label={t("removeLabel", { name: l.name })}>
                  {t("remove")}
                </Remove>
              </li>
            ))}
          </Lines>
          <Total>
            <span>{t("total")}</span>
            <strong data-testid="cart-total">{rupees(total, locale)}</strong>
          </Total>
          {minimumNote ? <Note>{t("minimumNote")}</Note> : null}
          <Actions>
            <CartAction intent="clear">{t("clearCart")}</CartAction>
            <BookNow intent="book">{t("bookNow")}</BookNow>
          </Actions>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 16px);
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  button {
    min-height: 40px;
    min-width: 40px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    cursor: pointer;
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  button:disabled,
  button[aria-disabled="true"] {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;
const From = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Qty = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  output {
    min-width: 1.5rem;
    text-align: center;
    font-weight: 700;
  }
`;
const LineTotal = styled.span`
  font-weight: 700;
  align-self: center;
`;
const Remove = styled(CartAction)`
  button {
    border: none;
    color: ${({ theme }) => theme.colors.error};
    text-decoration: underline;
    padding: 0;
  }
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.lg};
  margin: ${({ theme }) => theme.space(4)} 0;
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
  flex-wrap: wrap;
`;
const BookNow = styled(CartAction)`
  button {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

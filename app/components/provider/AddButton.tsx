import { styled } from "styled-components";
import { CartAction } from "../cart/CartAction";
import { useT } from "~/i18n/use-t";

/** 'Add to Cart', or a disabled 'Added to Cart' once the service is in the cart. */
export function AddButton({ serviceId, providerId, branchId, inCart, name }: { serviceId: number; providerId: number; branchId: number; inCart: boolean; name: string }) {
  const t = useT("provider");
  return (
    <Add intent="add" fields={{ serviceId, providerId, branchId }} disabled={inCart} label={inCart ? t("addedToCartLabel", { name }) : t("addToCartLabel", { name })} $added={inCart}>
      {inCart ? t("addedToCart") : t("addToCart")}
    </Add>
  );
}

const Add = styled(CartAction)<{ $added: boolean }>`
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: 700;
    cursor: pointer;
    border: 2px solid ${({ theme, $added }) => ($added ? theme.colors.success : theme.colors.primary)};
    background: ${({ theme, $added }) => ($added ? theme.colors.successSoft : theme.colors.primary)};
    color: ${({ theme, $added }) => ($added ? theme.colors.success : "#fff")};
  }
  button:disabled,
  button[aria-disabled="true"] {
    cursor: default;
  }
`;

import { Form, Link } from "@remix-run/react";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";

/** The spec's 'Clear Items' question when a service of another provider is added. */
export function ClearItemsDialog({ closeTo, redirectTo, pending }: { closeTo: string; redirectTo: string; pending?: { serviceId: number; providerId: number; branchId: number } }) {
  return (
    <Dialog title="Clear Items" closeTo={closeTo}>
      <p>Are you sure you want to clear items in the cart for the provider ?</p>
      <Row>
        <No to={closeTo} preventScrollReset replace>No</No>
        <Form method="post" action="/actions/cart" preventScrollReset>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {pending ? (
            <>
              <input type="hidden" name="serviceId" value={pending.serviceId} />
              <input type="hidden" name="providerId" value={pending.providerId} />
              <input type="hidden" name="branchId" value={pending.branchId} />
            </>
          ) : null}
          <Button type="submit" name="intent" value={pending ? "clear-and-add" : "clear"}>Yes</Button>
        </Form>
      </Row>
    </Dialog>
  );
}

const Row = styled.div`display: flex; gap: ${({ theme }) => theme.space(3)}; justify-content: flex-end;`;
const No = styled(Link)`
  display: inline-flex; align-items: center; min-height: 44px; padding: 0 ${({ theme }) => theme.space(5)};
  border: 2px solid ${({ theme }) => theme.colors.primary}; border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.primary}; font-weight: 600; text-decoration: none;
`;

import { Form } from "react-router";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button, ButtonLink } from "../ui/Button";
import { useT } from "~/i18n/use-t";

/** The spec's 'Clear Items' question when a service of another provider is added. */
export function ClearItemsDialog({ closeTo, redirectTo, pending }: { closeTo: string; redirectTo: string; pending?: { serviceId: number; providerId: number; branchId: number } }) {
  const t = useT("provider");
  return (
    <Dialog title={t("clearItems")} closeTo={closeTo}>
      <p>{t("clearItemsQuestion")}</p>
      <Row>
        <ButtonLink to={closeTo} preventScrollReset replace $variant="secondary">
          {t("no")}
        </ButtonLink>
        <Form method="post" action="/actions/cart" preventScrollReset>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {pending ? (
            <>
              <input type="hidden" name="serviceId" value={pending.serviceId} />
              <input type="hidden" name="providerId" value={pending.providerId} />
              <input type="hidden" name="branchId" value={pending.branchId} />
            </>
          ) : null}
          <Button type="submit" name="intent" value={pending ? "clear-and-add" : "clear"}>
            {t("yes")}
          </Button>
        </Form>
      </Row>
    </Dialog>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
`;

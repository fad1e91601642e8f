import { Form, Link } from "react-router";
import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";
import { useCountdown } from "~/lib/use-countdown";
import { Button } from "~/components/ui/Button";

export interface RequestView {
  id: number;
  branch: string;
  when: { date: string; time: string };
  customer: string;
  services: { name: string; quantity: number }[];
  amount: string;
  referencePhoto: boolean;
  secondsLeft: number;
  stylists: { id: number; name: string }[];
}

/**
 * One waiting request: what it is, the time left, and the answers. Every answer is one button
 * (no choice to lose when the page refreshes itself without JavaScript); declining asks why on
 * its own step.
 */
export function RequestCard({ r, declineHref }: { r: RequestView; declineHref: string }) {
  const t = useT("partner");
  const left = useCountdown(r.secondsLeft, r.id);
  const headingId = `request-${r.id}`;
  return (
    <Card aria-labelledby={headingId} data-testid="console-request" data-id={r.id}>
      <Top>
        <h2 id={headingId}>{t("requestNumber", { id: r.id })}</h2>
        <Left>
          <span>{t("timeLeft")}</span> <strong data-testid="seconds-left">{t("secondsLeft", { seconds: left })}</strong>
        </Left>
      </Top>
      <Facts>
        <div>
          <dt>{t("customer")}</dt>
          <dd>{r.customer}</dd>
        </div>
        <div>
          <dt>{t("branch")}</dt>
          <dd>{r.branch}</dd>
        </div>
        <div>
          <dt>{t("services")}</dt>
          <dd>{r.services.map((s) => (s.quantity > 1 ? `${s.name} × ${s.quantity}` : s.name)).join(", ")}</dd>
        </div>
        <div>
          <dt>{t("amount")}</dt>
          <dd>{r.amount}</dd>
        </div>
      </Facts>
      <When>{t("when", r.when)}</When>
      {r.referencePhoto ? <p>{t("referencePhoto")}</p> : null}
      <Actions>
        <Form method="post">
          <input type="hidden" name="intent" value="accept" />
          <input type="hidden" name="appointment_id" value={r.id} />
          <Button type="submit" $variant="success" aria-label={t("acceptRequest", { id: r.id })}>
            {t("accept")}
          </Button>
        </Form>
        <Link to={declineHref} className="decline" aria-label={t("declineRequest", { id: r.id })}>
          {t("decline")}
        </Link>
      </Actions>
      {r.stylists.length > 0 ? (
        <Stylists>
          <summary>{t("chooseStylist")}</summary>
          <Form method="post">
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="appointment_id" value={r.id} />
            {r.stylists.map((s) => (
              <Button key={s.id} type="submit" name="stylist_id" value={s.id} $variant="secondary">
                {t("accept")}: {s.name}
              </Button>
            ))}
          </Form>
        </Stylists>
      ) : (
        <p>{t("noStylistFree")}</p>
      )}
    </Card>
  );
}

const Card = styled.article`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Left = styled.p`
  color: ${({ theme }) => theme.colors.warning};
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space(2)};
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const When = styled.p`
  font-weight: 700;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  form {
    margin: 0;
  }
  .decline {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.error};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
    text-decoration: none;
  }
`;

const Stylists = styled.details`
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

import { data, Form, Link, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { styled } from "styled-components";
import { Panel } from "~/components/partner/Cards";
import { CONSOLE_HEADERS, partnerApi, refusal, requirePartner } from "~/lib/partner.server";
import { longDate } from "~/lib/dates";
import { rupees } from "~/lib/format";
import { messagesFor } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useT } from "~/i18n/use-t";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Field";

export const headers: HeadersFunction = () => CONSOLE_HEADERS;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.messages.partner?.moneyMetaTitle ?? "Money and standing | Saaj provider console" },
  { name: "robots", content: "noindex" },
];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** This month in India. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
const shift = (month: string, by: number) => {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + by);
  return d.toISOString().slice(0, 7);
};

/** /Partner/Money: the provider's standing, with what each figure counts, and (for the owner) a month's ledger. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { partner } = await requirePartner(request);
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : thisMonth();
  const client = partnerApi(context, request, partner.token);
  const [standing, ledger] = await Promise.all([
    client.get("/partner-api/standing/", { failure: "load your standing" }),
    partner.role === "owner" ? client.get("/partner-api/ledger/", { query: { month }, failure: "load your ledger" }) : Promise.resolve(null),
  ]);
  if (!standing.ok) throw refusal(standing);
  if (ledger && !ledger.ok) throw refusal(ledger);
  const locale = LOCALES[requestLanguage(request)];
  const money = (n: number) => rupees(n, locale);
  return data(
    {
      standing: standing.data.data,
      month,
      monthName: new Date(`${month}-01T00:00:00Z`).toLocaleDateString(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
      previous: shift(month, -1),
      next: shift(month, 1),
      ledger: ledger?.ok
        ? {
            totals: {
              ...ledger.data.totals,
              paid_upi: money(ledger.data.totals.paid_upi),
              paid_venue: money(ledger.data.totals.paid_venue),
              refunded: money(ledger.data.totals.refunded),
              payout_pending: money(ledger.data.totals.payout_pending),
            },
            lines: ledger.data.data.map((l) => ({
              id: l.appointment_id,
              when: `${longDate(l.appointment_date, "short", locale)}, ${l.appointment_time}`,
              branch: l.branch_name,
              state: l.state,
              amount: money(l.amount),
              paidBy: l.paid_by,
              refunded: l.refunded > 0 ? money(l.refunded) : null,
              fee: l.cancellation_fee > 0 ? money(l.cancellation_fee) : null,
              invoice: l.invoice_number,
            })),
          }
        : null,
      ...messagesFor(request, "partner"),
    },
    { headers: CONSOLE_HEADERS },
  );
}

export default function Money() {
  const d = useLoaderData<typeof loader>();
  const t = useT("partner");
  const s = d.standing;
  return (
    <>
      <h1>{t("moneyTitle")}</h1>
      <Panel aria-labelledby="standing-title">
        <h2 id="standing-title">{t("standingTitle")}</h2>
        <p>{t("standingIntro", { days: s.window_days })}</p>
        <Figures>
          <Figure
            label={t("acceptanceRate")}
            value={s.acceptance_rate === null ? t("noFigureYet") : `${s.acceptance_rate}%`}
            rule={t("acceptanceRule", { accepted: s.accepted, timedOut: s.timed_out, declined: s.declined })}
          />
          <Figure label={t("cancellations")} value={String(s.cancelled_after_accepting)} rule={t("cancellationsRule")} />
          <Figure label={t("noShows")} value={String(s.no_shows_reported)} rule={t("noShowsRule")} />
          <Figure label={t("completed")} value={String(s.completed)} rule={t("completedRule")} />
          <Figure label={t("rating")} value={s.rating === null ? t("noFigureYet") : `${s.rating} / 5`} rule={t("ratingRule", { count: s.reviews })} />
        </Figures>
      </Panel>
      {d.ledger ? (
        <Panel aria-labelledby="ledger-title">
          <h2 id="ledger-title">
            {t("ledgerTitle")}: {d.monthName}
          </h2>
          <p>{t("ledgerIntro")}</p>
          <MonthBar>
            <Link to={`/Partner/Money?month=${d.previous}`}>{t("previousMonth")}</Link>
            <Form method="get">
              <label htmlFor="ledger-month">{t("month")}</label>
              <Input id="ledger-month" name="month" type="month" defaultValue={d.month} />
              <Button type="submit" $variant="secondary">
                {t("show")}
              </Button>
            </Form>
            <Link to={`/Partner/Money?month=${d.next}`}>{t("nextMonth")}</Link>
          </MonthBar>
          <Totals>
            <div>
              <dt>{t("totalsBookings")}</dt>
              <dd>{d.ledger.totals.bookings}</dd>
            </div>
            <div>
              <dt>{t("totalsUpi")}</dt>
              <dd>{d.ledger.totals.paid_upi}</dd>
            </div>
            <div>
              <dt>{t("totalsVenue")}</dt>
              <dd>{d.ledger.totals.paid_venue}</dd>
            </div>
            <div>
              <dt>{t("totalsRefunded")}</dt>
              <dd>{d.ledger.totals.refunded}</dd>
            </div>
            <div>
              <dt>{t("totalsInvoices")}</dt>
              <dd>{d.ledger.totals.invoices}</dd>
            </div>
            <div>
              <dt>{t("totalsPayout")}</dt>
              <dd data-testid="payout-pending">{d.ledger.totals.payout_pending}</dd>
            </div>
          </Totals>
          <p>{t("payoutRule")}</p>
          {d.ledger.lines.length === 0 ? (
            <p>{t("noBookingsMonth")}</p>
          ) : (
            <Lines>
              {d.ledger.lines.map((l) => (
                <li key={l.id} data-testid="ledger-line">
                  <strong>#{l.id}</strong> · {l.when} · {l.branch}
                  <br />
                  {t(`state_${l.state as "completed"}`)} · {l.amount} · {l.paidBy ? t(`paidBy_${l.paidBy}`) : t("notPaid")}
                  {l.refunded ? <> · {t("refundedAmount", { amount: l.refunded })}</> : null}
                  {l.fee ? <> · {t("feeAmount", { amount: l.fee })}</> : null}
                  {l.invoice ? <> · {t("invoice", { number: l.invoice })}</> : null}
                </li>
              ))}
            </Lines>
          )}
        </Panel>
      ) : null}
    </>
  );
}

function Figure({ label, value, rule }: { label: string; value: string; rule: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <strong>{value}</strong>
        <span>{rule}</span>
      </dd>
    </div>
  );
}

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const MonthBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    font-weight: 600;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  input {
    width: auto;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

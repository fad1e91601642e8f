import { unknownRequest } from "~/lib/http.server";
import { data, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { CartLines } from "~/components/booking/CartLines";
import { HoldNotice } from "~/components/booking/HoldNotice";
import { bookingIntent, bookingSummary, clockIn, loadCheckout } from "~/lib/booking.server";
import { rupees, withParam, withoutParam } from "~/lib/format";
import { deferred } from "~/lib/deferred";
import { readForm } from "~/lib/form.server";
import { messagesFor } from "~/i18n/i18n.server";
import { LOCALES, requestLanguage } from "~/i18n/languages";
import { useLocale, useT } from "~/i18n/use-t";

// Shown only sometimes: their scripts load when they are on the page (decision 0040).
const BookingEnded = deferred(() => import("~/components/booking/BookingEnded").then((m) => m.BookingEnded));
const ConfirmCancelDialog = deferred(() => import("~/components/booking/ConfirmCancelDialog").then((m) => m.ConfirmCancelDialog));

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d?.messages.cart?.metaTitle ?? "Your Cart | Saaj" }];

/** After the provider's code: the booked services, the time the slot is held, then on to pay. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { details, lines, headers } = await loadCheckout(context, request);
  const locale = LOCALES[requestLanguage(request)];
  const summary = bookingSummary(details, locale);
  return data(
    { ...summary, until: clockIn(summary.secondsLeft, locale), lines, confirmCancel: new URL(request.url).searchParams.has("cancel"), ...messagesFor(request, "cart", "booking") },
    { headers },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { id } = await loadCheckout(context, request);
  const intent = String((await readForm(request)).get("intent") ?? "");
  const handled = await bookingIntent(context, request, intent, id, `/Cart?booking=${id}`);
  if (handled) return handled;
  throw unknownRequest(request);
}

export default function Cart() {
  const d = useLoaderData<typeof loader>();
  const t = useT("cart");
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      <PageBanner title={t("yourCart")} />
      <Container>
        <BookingSteps current={2} />
        {d.state === "cancelled" ? (
          <BookingEnded id={d.id} endReason={d.endReason} message={d.endMessage} />
        ) : (
          <>
            <Confirmed role="status">{t("confirmed", { id: d.id, branch: d.branch, date: d.date, time: d.time })}</Confirmed>
            <HoldNotice bookingId={d.id} secondsLeft={d.secondsLeft} until={d.until} />
            <CartLines lines={d.lines} />
            <Foot>
              <span>
                {t("subtotal")} <strong>{rupees(d.quote.subtotal, locale)}</strong>
              </span>
              <Actions>
                <CancelLink to={withParam(here, "cancel", "1")} preventScrollReset>
                  {t("cancelBooking")}
                </CancelLink>
                <ButtonLink to={`/ConfirmAppointment?booking=${d.id}`}>{t("proceedToCheckout")}</ButtonLink>
              </Actions>
            </Foot>
          </>
        )}
      </Container>
      {d.confirmCancel && d.state !== "cancelled" ? <ConfirmCancelDialog id={d.id} keepTo={withoutParam(here, "cancel")} /> : null}
    </>
  );
}

const Confirmed = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;
const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(12)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;
const CancelLink = styled(ButtonLink).attrs({ $variant: "ghost" as const })``;

export { RouteErrorBoundary as ErrorBoundary } from "~/components/layout/RouteErrorBoundary";

import type { SubmissionResult } from "@conform-to/react";
import { useNavigate } from "react-router";
import { useEffect } from "react";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { FormMessage } from "../ui/Field";
import { CancelReasonForm } from "../booking/CancelReasonForm";
import type { Booking } from "./BookingsTable";
import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { FREE_CANCELLATION_HOURS } from "../../../contract/booking";
import { useLocale, useSaid, useT } from "~/i18n/use-t";
import { showToast } from "~/lib/client-toast";

/** The spec: the cancel popup closes 0.5 s after success. */
const CLOSE_MS = 500;

interface Result {
  result?: SubmissionResult<string[]>;
  /** Cancelled (the answer with JavaScript; without it the answer is the page without the popup). */
  ok?: true;
  message?: string;
}

/**
 * 'Reason for Cancellation': a reason and Confirm. The policy is repeated so nobody is surprised by a
 * fee. Once cancelled (with JavaScript) it shows the success, then closes 0.5 s later and leaves the
 * message in a toast, as the page without JavaScript has it, for the time it takes to read.
 */
export function CancelDialog({ booking, closeTo, result }: { booking: Booking | null; closeTo: string; result?: Result }) {
  const t = useT("profile");
  const done = result?.ok ? (result.message ?? "") : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (done === null) return;
    const close = setTimeout(() => {
      navigate(closeTo, { replace: true, preventScrollReset: true });
      showToast({ kind: "success", message: done });
    }, CLOSE_MS);
    return () => clearTimeout(close);
  }, [done, closeTo, navigate]);
  return (
    <Dialog title={t("cancelTitle")} closeTo={closeTo}>
      {done !== null || !booking ? <Done message={done ?? ""} /> : <CancelForm booking={booking} result={result} />}
    </Dialog>
  );
}

function Done({ message }: { message: string }) {
  const said = useSaid();
  return (
    <FormMessage $kind="success" data-testid="cancel-done">
      {said(message)}
    </FormMessage>
  );
}

function CancelForm({ booking, result }: { booking: Booking; result?: Result }) {
  const t = useT("profile");
  const locale = useLocale();
  return (
    <>
      <p>{t("cancelWhich", { id: booking.appointment_id, branch: booking.branch_name, date: booking.formatted_date, time: booking.formatted_time })}</p>
      <Policy data-testid="cancel-policy" $fee={Boolean(booking.cancel_fee_now)}>
        {booking.cancel_fee_now ? t("cancelFee", { hours: FREE_CANCELLATION_HOURS, fee: rupees(booking.cancel_fee_now, locale) }) : t("cancelFree")}
      </Policy>
      <CancelReasonForm id="cancel-booking" reasonId="cancel-reason" result={result?.result} hidden={{ appointmentId: booking.appointment_id }}>
        <Button type="submit" name="intent" value="cancel" $block>
          {t("confirm")}
        </Button>
      </CancelReasonForm>
    </>
  );
}

const Policy = styled.p<{ $fee: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  background: ${({ theme, $fee }) => ($fee ? theme.colors.goldSoft : theme.colors.successSoft)};
  color: ${({ theme, $fee }) => ($fee ? theme.colors.text : theme.colors.success)};
`;

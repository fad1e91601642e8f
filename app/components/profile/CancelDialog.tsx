import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { Form } from "@remix-run/react";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { Field, FormMessage, Select, described } from "../ui/Field";
import { CANCEL_REASONS } from "~/schemas/constants";
import type { cancelSchema } from "~/schemas/profile";
import type { Booking } from "./BookingsTable";
import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { CANCELLATION_FEE_MAX, CANCELLATION_FEE_PERCENT, FREE_CANCELLATION_HOURS } from "../../../contract/booking";

interface Result {
  result?: SubmissionResult<string[]>;
}

/** 'Reason for Cancellation': a reason and Confirm. The policy is repeated so nobody is surprised by a fee. */
export function CancelDialog({ booking, closeTo, result }: { booking: Booking; closeTo: string; result?: Result }) {
  const [form, fields] = useFormReply<z.input<typeof cancelSchema>>({
    id: "cancel-booking",
    lastResult: result?.result,
  });
  const { appointmentId, reason } = fields;
  return (
    <Dialog title="Reason for Cancellation" closeTo={closeTo}>
      <p>
        Booking {booking.appointment_id} at {booking.branch_name}, {booking.formatted_date} {booking.formatted_time}.
      </p>
      <Policy data-testid="cancel-policy" $fee={Boolean(booking.cancel_fee_now)}>
        {booking.cancel_fee_now
          ? `This booking is less than ${FREE_CANCELLATION_HOURS} hours away, so cancelling now costs a fee of ${rupees(booking.cancel_fee_now)}. The rest of what you paid is refunded within 14 days.`
          : `Cancelling this booking is free.`}
      </Policy>
      <Small>
        Cancellation is free more than {FREE_CANCELLATION_HOURS} hours before the service or when no professional is assigned; otherwise a fee of {CANCELLATION_FEE_PERCENT}% of the amount paid (at
        most {rupees(CANCELLATION_FEE_MAX)}) applies.
      </Small>
      {form.errors?.[0] ? (
        <FormMessage $kind="error" role="alert">
          {form.errors[0]}
        </FormMessage>
      ) : null}
      <Form {...form.props} method="post" preventScrollReset>
        <input type="hidden" name={appointmentId.name} value={booking.appointment_id} />
        <Field id="cancel-reason" label="Reason" errors={reason.errors}>
          <Select {...described("cancel-reason", reason.errors)} key={reason.key} name={reason.name} defaultValue={reason.initialValue ?? ""}>
            <option value="">Select a reason</option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" name="intent" value="cancel" $block>
          Confirm
        </Button>
      </Form>
    </Dialog>
  );
}

const Policy = styled.p<{ $fee: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  background: ${({ theme, $fee }) => ($fee ? theme.colors.goldSoft : theme.colors.successSoft)};
  color: ${({ theme, $fee }) => ($fee ? theme.colors.text : theme.colors.success)};
`;
const Small = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

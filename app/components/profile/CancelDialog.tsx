import { Form } from "@remix-run/react";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { Field, FormMessage, Select, described } from "../ui/Field";
import { CANCEL_REASONS } from "~/schemas/profile";
import type { Booking } from "./BookingsTable";

interface Result {
  errors?: Record<string, string[] | undefined>;
  message?: string | null;
  values?: Record<string, string>;
}

/** 'Reason for Cancellation': a reason and Confirm. The policy is repeated so nobody is surprised by a fee. */
export function CancelDialog({ booking, closeTo, result }: { booking: Booking; closeTo: string; result?: Result }) {
  const errors = result?.errors ?? {};
  return (
    <Dialog title="Reason for Cancellation" closeTo={closeTo}>
      <p>
        Booking {booking.appointment_id} at {booking.branch_name}, {booking.formatted_date} {booking.formatted_time}. Cancellation is
        free more than 3 hours before the service or when no professional is assigned; otherwise a fee applies.
      </p>
      {result?.message ? <FormMessage $kind="error" role="alert">{result.message}</FormMessage> : null}
      <Form method="post" preventScrollReset noValidate>
        <input type="hidden" name="appointmentId" value={booking.appointment_id} />
        <Field id="cancel-reason" label="Reason" errors={errors.reason}>
          <Select {...described("cancel-reason", errors.reason)} name="reason" defaultValue={result?.values?.reason ?? ""} required>
            <option value="">Select a reason</option>
            {CANCEL_REASONS.map((r) => <option key={r} value={r}>{r}</option>)}
          </Select>
        </Field>
        <Button type="submit" name="intent" value="cancel" $block>Confirm</Button>
      </Form>
    </Dialog>
  );
}

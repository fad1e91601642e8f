import { Form } from "@remix-run/react";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";

export const DEFAULT_CANCELLATION = "Appointment was cancelled by the service provider";

/** 'Your Booking Has Been Cancelled': the provider's message; closing returns home. */
export function CancelledDialog({ message }: { message: string | null }) {
  return (
    <Dialog title="Your Booking Has Been Cancelled" closeTo="/" closable={false}>
      <p role="alert">{message || DEFAULT_CANCELLATION}</p>
      <Form method="post">
        <Button type="submit" name="intent" value="dismiss">
          Close
        </Button>
      </Form>
    </Dialog>
  );
}

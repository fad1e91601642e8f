import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { CartLines } from "~/components/booking/CartLines";
import { loadBookedAppointment } from "~/lib/appointment.server";
import { rupees } from "~/lib/format";

export const meta: MetaFunction = () => [{ title: "Your Cart | Saaj" }];

/** After the provider's code: the booked services, then on to confirm and pay. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { appointment, lines } = await loadBookedAppointment(context, request);
  return {
    appointment: {
      id: appointment.appointment_id,
      branch: appointment.branch_name,
      date: new Date(`${appointment.appointment_date}T00:00:00Z`).toLocaleDateString("en-IN", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
      time: appointment.appointment_time,
    },
    lines,
    subtotal: lines.reduce((sum, l) => sum + l.lineTotal, 0),
  };
}

export default function Cart() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageBanner title="Your Cart" />
      <Container>
        <BookingSteps current={2} />
        <Confirmed role="status">
          Booking #{d.appointment.id} with {d.appointment.branch} on {d.appointment.date} at {d.appointment.time} is confirmed by the provider.
        </Confirmed>
        <CartLines lines={d.lines} />
        <Foot>
          <span>Subtotal <strong>{rupees(d.subtotal)}</strong></span>
          <ButtonLink to="/ConfirmAppointment">Proceed to Checkout</ButtonLink>
        </Foot>
      </Container>
    </>
  );
}

const Confirmed = styled.p`
  padding: ${({ theme }) => theme.space(4)}; border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.successSoft}; color: ${({ theme }) => theme.colors.success}; font-weight: 600;
`;
const Foot = styled.div`
  display: flex; justify-content: space-between; align-items: center; flex-wrap: wrap; gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(12)}; font-size: ${({ theme }) => theme.font.size.lg};
`;

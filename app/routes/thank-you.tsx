import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { styled } from "styled-components";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";
import { ButtonLink } from "~/components/ui/Button";

export const meta: MetaFunction = () => [{ title: "Booking Success | Saaj" }];

export function loader({ request }: LoaderFunctionArgs) {
  const booking = new URL(request.url).searchParams.get("booking");
  return { booking: booking && /^\d+$/.test(booking) ? Number(booking) : null };
}

export default function ThankYou() {
  const { booking } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  // The spec: after paying, Back leads home rather than into the finished checkout.
  useEffect(() => {
    const onBack = () => navigate("/", { replace: true });
    window.history.pushState(null, "", window.location.href);
    window.addEventListener("popstate", onBack);
    return () => window.removeEventListener("popstate", onBack);
  }, [navigate]);
  return (
    <>
      <PageBanner title="Booking Success" />
      <Section>
        <Container>
          <Card>
            <Tick aria-hidden="true">✓</Tick>
            <h2>Thank you! Your booking is confirmed.</h2>
            {booking ? <p>Your booking ID is <strong>#{booking}</strong>. We have sent the details to your phone.</p> : null}
            <p>You can see it, reschedule or cancel it in <Link to="/MyProfile">My Profile</Link>.</p>
            <ButtonLink to="/" replace>Back to Home</ButtonLink>
          </Card>
        </Container>
      </Section>
    </>
  );
}

const Card = styled.div`
  max-width: 560px; margin: 0 auto; text-align: center; background: #fff; border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow}; padding: ${({ theme }) => theme.space(8)};
`;
const Tick = styled.div`
  width: 72px; height: 72px; margin: 0 auto; border-radius: 50%; display: grid; place-items: center; font-size: 2.25rem;
  background: ${({ theme }) => theme.colors.successSoft}; color: ${({ theme }) => theme.colors.success};
`;

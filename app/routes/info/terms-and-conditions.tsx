import type { MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Terms and Conditions | Saaj" }];

export default function Terms() {
  return (
    <InfoPage title="Terms and Conditions" lead="Please read these terms before you book. By using Saaj you agree to them.">
      <h2>1. About Saaj</h2>
      <p>Saaj Beauty Services Pvt. Ltd. runs a marketplace that connects customers with independent salons and beauty professionals. The services are provided by those professionals.</p>
      <h2>2. Eligibility</h2>
      <p>You must be at least 18 years old to create an account and book.</p>
      <h2>3. Your account</h2>
      <p>You log in with a one-time code sent to your mobile number. Keep your phone safe and never share your codes.</p>
      <h2>4. Bookings</h2>
      <p>A booking is confirmed when your provider accepts it and you enter the 4-digit code they share. Prices may change until you pay.</p>
      <h2>5. Prices and taxes</h2>
      <p>Prices are in Indian rupees. CGST and SGST of 9% each are added to the service amount and shown before you pay.</p>
      <h2>6. Minimum order for home services</h2>
      <p>Home visits need services worth at least ₹600.</p>
      <h2>7. Cancellation and rescheduling</h2>
      <p>Cancelling or rescheduling is free more than 3 hours before the service, or when no professional is assigned. Otherwise a fee of 10% of the amount paid, at most ₹250, applies.</p>
      <h2>8. Refunds</h2>
      <p>Refunds to your bank account or card reach you within 14 days. You may choose a refund to your Saaj wallet instead, which is instant.</p>
      <h2>9. Coupons</h2>
      <p>Coupons have their own conditions (minimum order, expiry, uses per customer) and cannot be exchanged for cash.</p>
      <h2>10. Reviews</h2>
      <p>You may review a provider after a completed booking. Reviews must be honest and respectful; we may remove abusive ones.</p>
      <h2>11. Liability</h2>
      <p>
        If a professional damages your property during a service, Saaj will compensate verified losses up to ₹15,000. We are not liable for allergic reactions to products you did not tell your
        professional about.
      </p>
      <h2>12. Your data</h2>
      <p>We handle your data as our Privacy Policy describes. Requests to delete your data are completed within 10 working days.</p>
      <h2>13. Governing law</h2>
      <p>These terms are governed by the laws of India. Courts in Thiruvananthapuram, Kerala have jurisdiction.</p>
    </InfoPage>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { Cards, InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Our Commitment | Saaj" }];

export default function OurCommitment() {
  return (
    <InfoPage title="Our Commitment" lead="Promises we keep to every customer and every professional on Saaj.">
      <Cards>
        <li>
          <h3>Hygiene</h3>
          <p>Fresh disposables, sanitised tools and clean linen, at the salon and at your home.</p>
        </li>
        <li>
          <h3>Punctuality</h3>
          <p>Your provider confirms with a code. If they cannot make it, you do not pay.</p>
        </li>
        <li>
          <h3>Fair pricing</h3>
          <p>Prices in rupees with CGST and SGST shown separately before you pay.</p>
        </li>
        <li>
          <h3>Privacy assurance</h3>
          <p>Your phone number and photos are used only for your booking, never sold, and deleted on request.</p>
        </li>
        <li>
          <h3>Safety</h3>
          <p>Verified professionals, and a 4-digit code so you always know who is at your door.</p>
        </li>
        <li>
          <h3>Fair cancellation</h3>
          <p>Free cancellation or reschedule more than 3 hours before the service, or when no professional is assigned.</p>
        </li>
        <li>
          <h3>Support that answers</h3>
          <p>A real person on the phone and by email, on working days.</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

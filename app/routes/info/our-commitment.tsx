import type { MetaFunction } from "@remix-run/node";
import { Cards, InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Our Commitment | Saaj" }];

export default function OurCommitment() {
  return (
    <InfoPage title="Our Commitment" lead="Promises we keep to every customer and every professional on Saaj.">
      <Cards>
        <li>
          <h2>Hygiene</h2>
          <p>Fresh disposables, sanitised tools and clean linen, at the salon and at your home.</p>
        </li>
        <li>
          <h2>Punctuality</h2>
          <p>Your provider confirms with a code. If they cannot make it, you do not pay.</p>
        </li>
        <li>
          <h2>Fair pricing</h2>
          <p>Prices in rupees with CGST and SGST shown separately before you pay.</p>
        </li>
        <li>
          <h2>Privacy assurance</h2>
          <p>Your phone number and photos are used only for your booking, never sold, and deleted on request.</p>
        </li>
        <li>
          <h2>Safety</h2>
          <p>Verified professionals, and a 4-digit code so you always know who is at your door.</p>
        </li>
        <li>
          <h2>Fair cancellation</h2>
          <p>Free cancellation or reschedule more than 3 hours before the service, or when no professional is assigned.</p>
        </li>
        <li>
          <h2>Support that answers</h2>
          <p>A real person on the phone and by email, on working days.</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

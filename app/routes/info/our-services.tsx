import type { MetaFunction } from "@remix-run/node";
import { Cards, InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Our Services | Saaj" }];

export default function OurServices() {
  return (
    <InfoPage title="Our Services" lead="What Saaj does for customers, for professionals, and for the community.">
      <Cards>
        <li>
          <h2>For customers</h2>
          <p>Find salons and home-service specialists near you, compare prices, book a slot, and pay with the taxes shown.</p>
        </li>
        <li>
          <h2>For professionals</h2>
          <p>A free profile, bookings from nearby customers, a simple way to accept appointments, and prompt payment.</p>
        </li>
        <li>
          <h2>Education and training</h2>
          <p>Workshops on bridal trends, hygiene and business skills, in the languages our professionals speak.</p>
        </li>
        <li>
          <h2>Community outreach</h2>
          <p>Free makeovers for brides in need each season, and beauty-skills courses with partner NGOs.</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Our Impact | Saaj" }];

export default function OurImpact() {
  return (
    <InfoPage title="Our Impact" lead="When a beautician gets steady bookings, a household gets steady income.">
      <p>
        Most of the professionals on Saaj are women, many running their work from home. Steady bookings, fair prices and prompt payments let them plan, save and grow. Every booking you make supports a
        local business.
      </p>
      <h2>Skills and training</h2>
      <p>We run workshops on hygiene, new techniques and running a small business, in Malayalam, Tamil, Kannada, Hindi and English.</p>
      <h2>Community</h2>
      <p>Each wedding season we offer free bridal makeovers to brides from families who could not otherwise afford them, with partner NGOs.</p>
    </InfoPage>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { Cards, InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "About Us | Saaj" }];

export default function AboutUs() {
  return (
    <InfoPage title="About Us" lead="Saaj means adornment. We started it so that every woman in India can get ready for her day, big or small, with people she can trust.">
      <h2>Our story</h2>
      <p>
        Saaj began in Thiruvananthapuram, when our founders spent three weeks finding a bridal makeup artist for a cousin's wedding: phone numbers passed around on WhatsApp, prices that changed on the
        day, and no way to know who would actually turn up. We thought it should be as easy to book a trusted beautician as it is to book a train ticket.
      </p>
      <p>
        Today Saaj brings together salons and freelance specialists across Kerala, Karnataka, Tamil Nadu, Telangana, Maharashtra, Delhi and beyond. Customers compare honest prices, pick a slot, and
        meet a provider who has confirmed the booking with a code.
      </p>
      <h2>Our approach</h2>
      <Cards>
        <li>
          <h3>Clear prices</h3>
          <p>Every service shows its price in rupees, and the taxes are shown before you pay.</p>
        </li>
        <li>
          <h3>Verified providers</h3>
          <p>We check identity and work samples before a provider is marked Verified.</p>
        </li>
        <li>
          <h3>Confirmed with a code</h3>
          <p>Your provider accepts the appointment and shares a 4-digit code, so you know it is real.</p>
        </li>
        <li>
          <h3>Fair cancellation</h3>
          <p>Free cancellation or reschedule more than 3 hours before, or when no professional is assigned.</p>
        </li>
      </Cards>
      <h2>Why choose Saaj</h2>
      <ul>
        <li>Bridal specialists who do weddings every week, not once a season.</li>
        <li>Home services for when you cannot step out, with a ₹600 minimum so visits are worth the professional's time.</li>
        <li>Virtual try-on, so you can see a look on your own photo before you book.</li>
        <li>A team in India that answers the phone.</li>
      </ul>
      <h2>Leadership</h2>
      <Cards>
        <li>
          <h3>Anjali Menon, co-founder and CEO</h3>
          <p>Fifteen years in retail and consumer services in Kochi and Bengaluru. Believes good service is mostly keeping promises.</p>
        </li>
        <li>
          <h3>Rahul Krishnan, co-founder and CTO</h3>
          <p>Built payments and booking systems for Indian start-ups. Makes sure Saaj works on a ₹7,000 phone on a slow network.</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

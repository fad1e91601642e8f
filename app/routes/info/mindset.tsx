import type { MetaFunction } from "@remix-run/node";
import { Cards, InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Mindset | Saaj" }];

export default function Mindset() {
  return (
    <InfoPage title="Mindset" lead="Saaj's principles are simple: respect your time, respect your money, respect the people who make you beautiful.">
      <h2>Our mission</h2>
      <p>To make good beauty care easy to find, fair to pay for, and safe to book, for every customer in every Indian city we reach.</p>
      <h2>Our principles</h2>
      <Cards>
        <li>
          <h3>Honesty first</h3>
          <p>No hidden charges. What you see before you pay is what you pay.</p>
        </li>
        <li>
          <h3>Craft matters</h3>
          <p>We celebrate the skill of beauticians, stylists and artists, and help them grow.</p>
        </li>
        <li>
          <h3>Every budget</h3>
          <p>From a ₹60 threading to a full bridal package, every customer gets the same care.</p>
        </li>
        <li>
          <h3>Built for India</h3>
          <p>Works without fuss on any phone and any network, in plain words.</p>
        </li>
      </Cards>
    </InfoPage>
  );
}

import type { MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Our Brand | Saaj" }];

export default function OurBrand() {
  return (
    <InfoPage title="Our Brand" lead="Re / Imagine Yourself">
      <p>
        Saaj is about the moment you look in the mirror and recognise yourself, only more so. Our tagline, Re / Imagine Yourself, is an invitation: try a new look, a new colour, a new you, with people
        who listen before they begin.
      </p>
      <h2>What our colours say</h2>
      <p>Deep rose for the warmth of a wedding morning, gold for the jewellery that finishes a look, and a soft blush for calm.</p>
      <h2>How we speak</h2>
      <p>Warm, plain and respectful, the way a favourite older sister gives advice: honest, kind and never in a hurry.</p>
    </InfoPage>
  );
}

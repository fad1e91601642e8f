import type { MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info/InfoPage";
import { useLinks } from "~/lib/links";

export const meta: MetaFunction = () => [{ title: "Our Technology | Saaj" }];

export default function OurTechnology() {
  const links = useLinks();
  return (
    <InfoPage title="Our Technology" lead="See a look before you book it.">
      <h2>AI beauty advice</h2>
      <p>Tell us your skin type, the occasion and your budget, and our assistant suggests services and providers that suit you.</p>
      <h2>AR virtual try-on</h2>
      <p>
        Upload a photo, or use your camera, and try lipstick shades, bridal makeup looks and hairstyles on your own face. When you book, you can attach the photo of the look you liked so your artist
        knows exactly what you want.
      </p>
      <p>
        <a href={links.tryOn} target="_blank" rel="noopener noreferrer">
          Open Virtual Try-on
        </a>
      </p>
      <h2>Built for every phone</h2>
      <p>Saaj's pages load fast on slow networks and work even with JavaScript turned off.</p>
    </InfoPage>
  );
}

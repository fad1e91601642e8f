import type { MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "AI Avatar | Saaj" }];

export default function AiAvatar() {
  return (
    <InfoPage title="AI Avatar" lead="Your beauty twin: a private avatar that helps you choose.">
      <p>
        Create an avatar from a single photo and try hairstyles, colours and makeup looks on it, as many times as you like. Your photo stays yours: it is stored only for you and deleted when you ask.
      </p>
      <h2>How it helps</h2>
      <ul>
        <li>Compare two bridal looks side by side before the trial.</li>
        <li>Show your artist exactly what you want.</li>
        <li>Get suggestions that suit your skin tone and the occasion.</li>
      </ul>
    </InfoPage>
  );
}

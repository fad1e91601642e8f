import type { MetaFunction } from "@remix-run/node";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Saaj" }];

export default function PrivacyPolicy() {
  return (
    <InfoPage title="Privacy Policy" lead="Last updated: October 2024">
      <p>This policy explains what Saaj Beauty Services Pvt. Ltd. ("Saaj", "we") collects when you use our website, why, and the choices you have.</p>
      <h2>1. Data we collect</h2>
      <ul>
        <li>Your mobile number, and the name, email, date of birth, gender, location and address you choose to give us.</li>
        <li>Your bookings: services, provider, date and time, amounts paid, coupons used, cancellations and reviews.</li>
        <li>Photos you upload for a try-on or as a reference for your artist.</li>
        <li>Basic technical data: your IP address and browser type, to keep the service secure.</li>
      </ul>
      <h2>2. How we use it</h2>
      <p>
        To send your login code, make and manage your bookings, share the details your provider needs, send receipts and invoices, prevent fraud and, if you agree, send you offers on WhatsApp or by
        phone.
      </p>
      <h2>3. Cookies</h2>
      <p>We use one essential cookie to keep you logged in and to remember your cart, and one short-lived cookie for on-screen messages. We do not use advertising cookies.</p>
      <h2>4. Third parties</h2>
      <p>Your provider sees your first name, the services and the time of your booking. SMS and payment partners get only what they need to deliver codes and payments. We never sell your data.</p>
      <h2>5. Security</h2>
      <p>Codes are stored only in hashed form, connections are encrypted, and access inside Saaj is limited to the people who need it.</p>
      <h2>6. Retention</h2>
      <p>We keep booking records for as long as the law requires for tax purposes (usually eight years), and other data only while your account is active.</p>
      <h2>7. Your rights</h2>
      <p>You can see and correct your profile at any time in My Profile. You can ask us to delete your account and data; we do so within 10 working days, keeping only what the law requires.</p>
      <h2>8. Changes to this policy</h2>
      <p>If we change this policy we will update the date above and, for important changes, tell you by SMS or email.</p>
      <h2>9. Contact</h2>
      <p>Write to privacy@saaj.in or to our Grievance Officer at Saaj Beauty Services Pvt. Ltd., 2nd Floor, Kowdiar Towers, Kowdiar, Thiruvananthapuram, Kerala 695003.</p>
    </InfoPage>
  );
}

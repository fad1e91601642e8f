import type { BookServiceResponse } from "../../contract/schemas/providers";
import { SERVICE_TYPE } from "../../contract/catalog";
import { to24h } from "./dates";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const WHOLE_RUPEES = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const rupees = (n: number) => `₹${WHOLE_RUPEES.format(n)}`;

/**
 * schema.org data for a provider's page (a salon is a BeautySalon, a home specialist a
 * HealthAndBeautyBusiness): name, address and position (a specialist's city only), opening hours, price range and, only when
 * there are reviews, the rating and how many.
 */
export function providerJsonLd(detail: BookServiceResponse, pageUrl: string, imageUrl: string | null) {
  const head = detail.data[0]!;
  const salon = head.service_type_id === SERVICE_TYPE.salon;
  const hours = DAYS.flatMap((day) => {
    const [opens, closes] = (detail.overview.Working_hours[day] ?? "").split(",").map((t) => to24h(t));
    return opens && closes ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${day}`, opens, closes }] : [];
  });
  const prices = detail.services.map((s) => s.price).filter((p) => Number.isFinite(p) && p > 0);
  const reviews = Number(/^\d+/.exec(head.review_count)?.[0] ?? 0);
  return {
    "@context": "https://schema.org",
    "@type": salon ? "BeautySalon" : "HealthAndBeautyBusiness",
    "@id": pageUrl,
    name: head.branch_name,
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(detail.overview.business_summary ? { description: detail.overview.business_summary } : {}),
    // A home specialist comes to the customer: her page names only her city, and so does this.
    address: { "@type": "PostalAddress", ...(salon ? { streetAddress: head.branch_address } : {}), addressLocality: head.branch_city, addressRegion: head.branch_state, addressCountry: "IN" },
    ...(salon ? { geo: { "@type": "GeoCoordinates", latitude: head.branch_latitude, longitude: head.branch_longitude } } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(prices.length ? { priceRange: `${rupees(Math.min(...prices))}–${rupees(Math.max(...prices))}`, currenciesAccepted: "INR" } : {}),
    ...(reviews > 0 ? { aggregateRating: { "@type": "AggregateRating", ratingValue: head.rating, bestRating: 5, worstRating: 1, reviewCount: reviews } } : {}),
  };
}

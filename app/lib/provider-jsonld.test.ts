import { describe, expect, it } from "vitest";
import { providerJsonLd } from "./provider-jsonld.server";
import { to24h } from "./dates";
import type { BookServiceResponse } from "../../contract/schemas/providers";

const detail = (over: { reviewCount?: string; type?: number; hours?: Record<string, string>; prices?: number[] } = {}) =>
  ({
    status: "success",
    data: [
      {
        provider_id: 1,
        provider_name: "Ishani Family Salon",
        rating: 4.5,
        average_rating: 4.5,
        provider_city: "Trivandrum",
        provider_state: "Kerala",
        branch_id: 1,
        branch_name: "Ishani Family Salon Pattom",
        branch_city: "Trivandrum",
        branch_state: "Kerala",
        distance_km: 0,
        verified: true,
        service_name: "Haircut",
        all_services: "Haircut, Hair Spa",
        service_type_id: over.type ?? 1,
        image_url: "/images/demo/provider-2.svg",
        review_count: over.reviewCount ?? "3 reviews",
        working_hours: "9:30 AM to 8:00 PM",
        service_type: "Salon Services",
        branch_latitude: 8.5221,
        branch_longitude: 76.9442,
        branch_address: "30/931, Pattom, Trivandrum, Kerala",
      },
    ],
    overview: {
      business_summary: "A warm family salon.",
      gender_type: "Unisex",
      Working_hours: over.hours ?? { Monday: "9:30 AM,8:00 PM", Sunday: "10:00 AM,6:00 PM", Tuesday: "Closed" },
      latitude: 8.5221,
      longitude: 76.9442,
    },
    services: (over.prices ?? [400, 25000, 1200]).map((price, i) => ({ service_id: i + 1, price })),
    packages: [],
    stylist: [],
    photos: [],
    frequently_used_services: [],
  }) as unknown as BookServiceResponse;

describe("a provider page's schema.org data", () => {
  it("describes a salon with its address, position, hours, prices and reviews", () => {
    const ld = providerJsonLd(detail(), "https://saaj.in/Overview?provider_id=1&branch_id=1", "https://saaj.in/images/demo/provider-2.svg");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      name: "Ishani Family Salon Pattom",
      url: "https://saaj.in/Overview?provider_id=1&branch_id=1",
      image: "https://saaj.in/images/demo/provider-2.svg",
      address: { "@type": "PostalAddress", streetAddress: "30/931, Pattom, Trivandrum, Kerala", addressLocality: "Trivandrum", addressRegion: "Kerala", addressCountry: "IN" },
      geo: { "@type": "GeoCoordinates", latitude: 8.5221, longitude: 76.9442 },
      priceRange: "₹400–₹25,000",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    // Days in the week's order; a closed day is left out, not given made-up hours.
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "09:30", closes: "20:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "10:00", closes: "18:00" },
    ]);
  });

  it("gives no rating without reviews, no hours or prices it does not have, and calls a home specialist a health and beauty business", () => {
    const ld = providerJsonLd(detail({ reviewCount: "0 reviews", type: 2, hours: {}, prices: [] }), "https://saaj.in/x", null);
    expect(ld["@type"]).toBe("HealthAndBeautyBusiness");
    for (const key of ["aggregateRating", "openingHoursSpecification", "priceRange", "image"]) expect(ld).not.toHaveProperty(key);
  });

  it("gives a home specialist's city and state, as her page does: no street address, no position", () => {
    const ld = providerJsonLd(detail({ type: 2 }), "https://saaj.in/x", null);
    expect(ld.address).toEqual({ "@type": "PostalAddress", addressLocality: "Trivandrum", addressRegion: "Kerala", addressCountry: "IN" });
    expect(ld).not.toHaveProperty("geo");
    expect(JSON.stringify(ld)).not.toContain("30/931");
  });
});

describe("to24h", () => {
  it("reads the API's 12-hour times and nothing else", () => {
    expect(["12:00 AM", "12:30 PM", "9:30 AM", "11:59 pm", "1:05 PM"].map(to24h)).toEqual(["00:00", "12:30", "09:30", "23:59", "13:05"]);
    for (const bad of ["", "13:00 PM", "0:30 AM", "9:60 AM", "9:30", "Closed", "9.30 AM"]) expect(to24h(bad), bad).toBeUndefined();
  });
});

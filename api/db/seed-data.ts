import { SERVICE_TYPE, SERVICE_TYPE_NAME } from "../../contract/catalog";
import { SAC } from "../lib/gst";

/** The fixed reference data of the demo seed: catalogue, packages, names, FAQs, coupons. */

export const SERVICE_TYPES = [
  [SERVICE_TYPE.salon, SERVICE_TYPE_NAME[SERVICE_TYPE.salon]],
  [SERVICE_TYPE.freelancer, SERVICE_TYPE_NAME[SERVICE_TYPE.freelancer]],
] as const;

/** [id, name, featured sort order, subcategories [id, name][]] */
export const CATEGORIES: [number, string, [number, string][]][] = [
  [
    1,
    "Hair",
    [
      [101, "Cuts & Styling"],
      [102, "Hair Colour"],
      [103, "Hair Treatments"],
    ],
  ],
  [
    2,
    "Skin & Facial",
    [
      [201, "Facials"],
      [202, "Clean-ups"],
      [203, "De-tan"],
    ],
  ],
  [
    3,
    "Nails",
    [
      [301, "Manicure"],
      [302, "Pedicure"],
      [303, "Nail Art"],
    ],
  ],
  [
    4,
    "Bridal Makeup",
    [
      [401, "HD Makeup"],
      [402, "Airbrush Makeup"],
      [403, "Draping & Hair"],
    ],
  ],
  [
    5,
    "Spa & Massage",
    [
      [501, "Body Massage"],
      [502, "Head & Foot"],
    ],
  ],
  [
    6,
    "Waxing & Threading",
    [
      [601, "Waxing"],
      [602, "Threading"],
    ],
  ],
  [
    7,
    "Mehendi",
    [
      [701, "Bridal Mehendi"],
      [702, "Party Mehendi"],
    ],
  ],
  [
    8,
    "Party Makeup",
    [
      [801, "Party Looks"],
      [802, "Engagement Looks"],
    ],
  ],
];

/**
 * The SAC code of each category (docs/decisions/0019-gst-invoice.md): hair 999721; skin, nails,
 * makeup and hair removal 999722 (cosmetic treatment, manicure and pedicure); spa and massage
 * 999723 (physical well-being); mehendi 999729 (other beauty treatment). Packages take their
 * category's (Bridal Makeup: their main service is makeup).
 */
export const CATEGORY_SAC: Record<number, string> = {
  1: SAC.hairdressing,
  2: SAC.cosmetic,
  3: SAC.cosmetic,
  4: SAC.cosmetic,
  5: SAC.wellBeing,
  6: SAC.cosmetic,
  7: SAC.otherBeauty,
  8: SAC.cosmetic,
};
/** Services whose SAC code is not their category's: a hairdo is hairdressing; draping a saree is none of the three. */
export const SERVICE_SAC: Record<number, string> = {
  18: SAC.otherBeauty,
  19: SAC.hairdressing,
};

export interface CatalogueService {
  id: number;
  name: string;
  category: number;
  subcategory: number;
  price: number; // typical price in rupees
  time: string;
  description: string;
}

const s = (id: number, name: string, category: number, subcategory: number, price: number, time: string, description: string): CatalogueService => ({
  id,
  name,
  category,
  subcategory,
  price,
  time,
  description,
});

export const CATALOGUE: CatalogueService[] = [
  s(1, "Haircut", 1, 101, 350, "45 mins", "Consultation, wash, precision cut and a neat finish."),
  s(2, "Hair Styling", 1, 101, 600, "45 mins", "Curls, waves or a sleek blow-out for any occasion."),
  s(3, "Blow Dry", 1, 101, 400, "30 mins", "Wash and blow dry for soft, bouncy hair."),
  s(4, "Global Hair Colour", 1, 102, 2200, "2 hours", "Ammonia-free colour from roots to ends."),
  s(5, "Root Touch-up", 1, 102, 900, "1 hour", "Covers regrowth and greys at the roots."),
  s(6, "Hair Spa", 1, 103, 1200, "1 hour", "Deep conditioning with a relaxing scalp massage."),
  s(7, "Keratin Treatment", 1, 103, 4500, "3 hours", "Smooth, frizz-free hair for up to four months."),
  s(8, "Classic Facial", 2, 201, 1200, "1 hour", "Cleanse, scrub, massage and mask for a fresh glow."),
  s(9, "Gold Facial", 2, 201, 1800, "1 hour 15 mins", "A radiance facial loved before weddings and festivals."),
  s(10, "Clean-up", 2, 202, 700, "45 mins", "Quick deep clean for clear, bright skin."),
  s(11, "De-tan Pack", 2, 203, 600, "30 mins", "Lifts sun tan from face and neck."),
  s(12, "Manicure", 3, 301, 500, "45 mins", "Shaping, cuticle care, massage and polish."),
  s(13, "Pedicure", 3, 302, 650, "1 hour", "Soak, scrub, massage and polish for tired feet."),
  s(14, "Gel Nail Extensions", 3, 303, 1500, "1 hour 30 mins", "Long-lasting gel extensions in your choice of shade."),
  s(15, "HD Bridal Makeup", 4, 401, 18000, "3 hours", "High-definition bridal look with lashes and draping."),
  s(16, "Airbrush Bridal Makeup", 4, 402, 25000, "3 hours", "Feather-light airbrush finish that lasts all day."),
  s(17, "Bridal Makeup", 4, 401, 12000, "3 hours", "Classic bridal makeup with hairdo and draping."),
  s(18, "Saree Draping", 4, 403, 800, "30 mins", "Neat pleats in Kerala, Nivi, Gujarati or Bengali style."),
  s(19, "Bridal Hairdo", 4, 403, 3500, "1 hour 30 mins", "Bun, braid or flowers, set to stay through the day."),
  s(20, "Full Body Massage", 5, 501, 2000, "1 hour", "Relaxing oil massage to ease tired muscles."),
  s(21, "Head Massage", 5, 502, 450, "30 mins", "Warm oil champi to relax and nourish."),
  s(22, "Foot Reflexology", 5, 502, 700, "45 mins", "Pressure-point foot massage to unwind."),
  s(23, "Full Arms Waxing", 6, 601, 400, "30 mins", "Smooth arms with gentle rica wax."),
  s(24, "Full Legs Waxing", 6, 601, 600, "45 mins", "Smooth legs with gentle rica wax."),
  s(25, "Eyebrow Threading", 6, 602, 60, "15 mins", "Clean, shaped brows."),
  s(26, "Upper Lip Threading", 6, 602, 40, "10 mins", "Quick and gentle."),
  s(27, "Bridal Mehendi", 7, 701, 5000, "4 hours", "Intricate bridal henna for hands and feet."),
  s(28, "Arabic Mehendi", 7, 702, 800, "1 hour", "Bold Arabic patterns for both hands."),
  s(29, "Party Makeup", 8, 801, 2500, "1 hour 30 mins", "A polished look for parties and functions."),
  s(30, "Engagement Makeup", 8, 802, 6000, "2 hours", "Soft glam for your engagement day."),
];

/**
 * Words and spellings people type for a catalogue service, beyond its name, category and
 * subcategory: Hindi and Malayalam words in Latin letters, common misspellings, plain words.
 */
export const SEARCH_TERMS: Record<number, string> = {
  1: "hair cut haircut trim baal katna mudi vettu men women",
  2: "hairstyle hair style curls waves blowout",
  3: "blow dry blowdry blow-dry",
  4: "hair color colour dye highlights global",
  5: "root touch up grey gray colour color dye",
  6: "hair spa oil conditioning",
  7: "keratin smoothening straightening frizz",
  8: "facial face cleanup glow",
  9: "gold facial face glow bridal",
  10: "clean up cleanup face",
  11: "detan de-tan tan removal sun",
  12: "manicure hands nails nail",
  13: "pedicure feet foot nails",
  14: "nail extension gel acrylic nail art",
  15: "bridal makeup make-up makeover wedding dulhan bride hd",
  16: "airbrush bridal makeup make-up wedding bride",
  17: "bridal makeup make-up makeover wedding dulhan bride",
  18: "saree sari draping drape pleats",
  19: "bridal hairdo hair do hairstyle bun juda braid wedding",
  20: "body massage spa relax oil",
  21: "head massage champi oil",
  22: "foot reflexology massage feet",
  23: "waxing wax arms rica",
  24: "waxing wax legs rica",
  25: "eyebrow eyebrows threading brows",
  26: "upper lip threading",
  27: "bridal mehendi mehndi mehandi henna heena mylanchi wedding",
  28: "arabic mehendi mehndi mehandi henna heena mylanchi",
  29: "party makeup make-up makeover",
  30: "engagement makeup make-up makeover",
};

/** [name, included services, price, service time]; the spec's defaults are 'Bridal Package' and '3 hours'. */
export const PACKAGES: [string, string, number, string][] = [
  ["Bridal Glow Package", "HD Bridal Makeup, Bridal Hairdo, Saree Draping, Manicure, Pedicure", 24999, "5 hours"],
  ["Pre-Bridal Radiance Package", "Gold Facial, De-tan Pack, Full Arms Waxing, Manicure, Pedicure, Hair Spa", 5999, "4 hours"],
  ["Engagement Ready Package", "Engagement Makeup, Hair Styling, Saree Draping", 7999, "3 hours"],
  ["Groom Grooming Package", "Haircut, Classic Facial, Head Massage", 1999, "2 hours"],
];

export const SALON_PREFIXES = [
  "Kesar",
  "Chandni",
  "Mallika",
  "Gulmohar",
  "Aadya",
  "Nila",
  "Swarna",
  "Ishani",
  "Roop",
  "Champa",
  "Moksha",
  "Tanvi",
  "Saanvi",
  "Kumkum",
  "Mehr",
  "Ritu",
  "Kaveri",
  "Tulsi",
  "Anaya",
  "Nakshatra",
  "Padmini",
  "Mayil",
  "Jasmine",
  "Vaani",
];
export const SALON_SUFFIXES = ["Beauty Lounge", "Bridal Studio", "Unisex Salon", "Hair & Skin Studio", "Makeover Studio", "Family Salon"];
export const FIRST_NAMES = [
  "Anjali",
  "Priya",
  "Fathima",
  "Lakshmi",
  "Meera",
  "Divya",
  "Sneha",
  "Aparna",
  "Neha",
  "Kavya",
  "Shruti",
  "Pooja",
  "Riya",
  "Nandini",
  "Asha",
  "Sana",
  "Deepa",
  "Gayathri",
  "Reshma",
  "Ishita",
  "Arjun",
  "Rahul",
  "Vikram",
  "Imran",
];
export const LAST_NAMES = [
  "Menon",
  "Nair",
  "Iyer",
  "Pillai",
  "Reddy",
  "Sharma",
  "Khan",
  "Das",
  "Kulkarni",
  "Joshi",
  "Verma",
  "Bose",
  "Varghese",
  "Thomas",
  "Rao",
  "Gupta",
  "Patel",
  "Mehta",
  "Krishnan",
  "Banerjee",
];
export const FREELANCER_SUFFIXES = ["Bridal Makeup Artist", "Makeovers", "Beauty at Home", "Glam Studio at Home"];
export const STYLIST_ROLES = ["Senior Stylist", "Bridal Makeup Artist", "Hair Colourist", "Skin Specialist", "Nail Technician", "Mehendi Artist", "Spa Therapist"];

export const REVIEW_COMMENTS = [
  "Lovely experience. The stylist listened to exactly what I wanted.",
  "My bridal makeup stayed perfect through the whole day. Thank you!",
  "Clean place, friendly staff and on time. Will come again.",
  "Came home right on time and left the room spotless. Very professional.",
  "The facial left my skin glowing for days.",
  "Good service, a little wait at the start but worth it.",
  "Mehendi was beautiful and dark. Everyone at the wedding asked who did it.",
  "Reasonable prices and very gentle threading.",
  "Best hair spa I have had in the city.",
  "Booked for my mother and she loved it.",
];

export const FAQS: [serviceType: number, question: string, answer: string][] = [
  [
    SERVICE_TYPE.freelancer,
    "How do home services work?",
    "Choose your services, pick a date and time, and a verified professional comes to your home with everything needed, including disposable sheets and sanitised tools.",
  ],
  [SERVICE_TYPE.freelancer, "Is there a minimum order for home services?", "Yes. Home services need a cart of at least ₹600, so our professionals can travel to you. Salon services have no minimum."],
  [SERVICE_TYPE.freelancer, "Do I need to arrange anything at home?", "Just a well-lit space near a plug point and a chair. For bridal makeup, a mirror and a table help."],
  [SERVICE_TYPE.freelancer, "Are the professionals verified?", "Every professional is identity-checked and trained. Look for the Verified mark on their card."],
  [
    SERVICE_TYPE.freelancer,
    "Can I reschedule or cancel?",
    "Free cancellations/reschedules if done more than 3 hrs before the service or if a professional isn't assigned. A fee will be charged otherwise.",
  ],
  [SERVICE_TYPE.salon, "Do I need an appointment at the salon?", "Booking ahead holds your slot and your stylist. Walk-ins depend on availability."],
  [
    SERVICE_TYPE.salon,
    "How do I know the salon has accepted my booking?",
    "After you choose a slot, the salon accepts your request and gives you a 4-digit code. Enter it to confirm, then review your cart and pay.",
  ],
  [SERVICE_TYPE.salon, "Which payment methods can I use?", "You confirm the amount on Saaj and pay at the salon by UPI, card or cash. The invoice is in My Profile after the visit."],
  [SERVICE_TYPE.salon, "Can I use a coupon?", "Yes. Add your coupon on the confirm page before you pay. One coupon per booking."],
  [SERVICE_TYPE.salon, "What if I am running late?", "Call the salon from My Bookings. Most salons hold your slot for 15 minutes."],
];

/** [code, kind, value, max discount, min order, days valid (negative = expired), uses per user, description] */
/** [code, kind, value, cap, minimum order, days valid, uses per customer, description, first booking only] */
export const COUPONS: [string, "flat" | "percent", number, number | null, number, number, number, string, boolean?][] = [
  ["WELCOME100", "flat", 100, null, 500, 365, 1, "₹100 off your first booking of ₹500 or more", true],
  ["SAAJ10", "percent", 10, 500, 0, 365, 3, "10% off, up to ₹500"],
  ["BRIDAL20", "percent", 20, 3000, 10000, 365, 1, "20% off bridal bookings of ₹10,000 or more, up to ₹3,000"],
  ["FESTIVE250", "flat", 250, null, 1500, 60, 2, "₹250 off bookings of ₹1,500 or more"],
  ["OLDDEAL", "flat", 200, null, 0, -30, 1, "An expired offer"],
];

export const DEMO_USER = {
  name: "Ananya Nair",
  email: "ananya.nair@example.in",
  phone: "9876543210",
  dob: "1994-05-12",
  gender: "Female",
  location: "Trivandrum",
  address: "TC 12/345, Kowdiar, Thiruvananthapuram 695003",
};

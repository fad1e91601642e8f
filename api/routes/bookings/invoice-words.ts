/**
 * The invoice's words in the customer's language (the caller's Accept-Language, as the page that
 * asked for it). Names, addresses, numbers, GSTINs, SAC codes and the tax names (CGST, SGST, IGST)
 * stay as they are; the title also says "TAX INVOICE" in English, the tax document's own name
 * (docs/decisions/0035-invoice-languages.md).
 */
import { LOCALES, type Language } from "../../../shared/languages";
import { formatDate } from "../../lib/ist";
import { rupeesInWords } from "../../lib/amount-in-words";
import { hindiRupees, malayalamRupees } from "../../lib/amount-in-words-indic";
import { SAC } from "../../lib/gst";
import { fill } from "../../lib/message-words";

type Fill = Parameters<typeof fill>[1];

const WORDS = {
  en: {
    title: "Saaj invoice {number}",
    taxInvoice: "TAX INVOICE",
    invoice: "INVOICE",
    original: "Original for recipient",
    invoiceNumber: "Invoice number: {number}",
    issued: "Date of issue: {date}",
    bookingId: "Booking ID: {id}",
    bookedFor: "Service booked for: {when}",
    placeOfSupply: "Place of supply: {state} ({code})",
    reverseCharge: "Tax payable on reverse charge: No",
    continued: "{number} (continued)",
    supplier: "Supplier",
    tradeName: "Trade name: {name}",
    gstin: "GSTIN: {gstin}",
    noGstin: "GSTIN: not on record",
    state: "State: {state} ({code})",
    billedTo: "Billed to",
    phone: "Phone: {phone}",
    address: "Address: {address}",
    consumer: "GSTIN: unregistered (consumer)",
    columns: ["#", "Description", "SAC", "Qty", "Rate (₹)", "Value (₹)", "Discount (₹)", "Taxable value (₹)"],
    totalTaxable: "Total taxable value",
    invoiceTotal: "Invoice total",
    inWords: "Total in words: {words}",
    coupon: "Coupon {code}",
    discount: "Discount",
    paidBySaaj: "{coupon} paid by Saaj on your behalf: {amount}",
    paidByYou: "Amount paid by you: {amount}",
    sac: {
      [SAC.hairdressing]: "Hairdressing and barbers' services",
      [SAC.cosmetic]: "Cosmetic treatment, manicure and pedicure services",
      [SAC.wellBeing]: "Physical well-being services (spa, massage)",
      [SAC.otherBeauty]: "Other beauty treatment services",
    } as Record<string, string>,
    otherSac: "Beauty services",
    sacNote: "SAC {sac}: {description}.",
    couponNote: "The coupon is Saaj's offer: Saaj pays that part of the price to the supplier for you, so the supplier's taxable value is the full price.",
    notTaxInvoice: "The supplier's GSTIN is not on record with Saaj: this is not a GST tax invoice.",
    issuedBySaaj: "Issued by Saaj on behalf of the supplier. This is a computer-generated invoice.",
    forSupplier: "For {supplier}",
    signatory: "Authorised signatory",
  },
  hi: {
    title: "Saaj बीजक {number}",
    taxInvoice: "कर बीजक / TAX INVOICE",
    invoice: "बीजक / INVOICE",
    original: "प्राप्तकर्ता के लिए मूल प्रति",
    invoiceNumber: "बीजक संख्या: {number}",
    issued: "जारी करने की तारीख: {date}",
    bookingId: "बुकिंग आईडी: {id}",
    bookedFor: "सेवा का समय: {when}",
    placeOfSupply: "आपूर्ति का स्थान: {state} ({code})",
    reverseCharge: "रिवर्स चार्ज पर देय कर: नहीं",
    continued: "{number} (जारी)",
    supplier: "आपूर्तिकर्ता",
    tradeName: "व्यापार नाम: {name}",
    gstin: "GSTIN: {gstin}",
    noGstin: "GSTIN: दर्ज नहीं",
    state: "राज्य: {state} ({code})",
    billedTo: "बिल प्राप्तकर्ता",
    phone: "फ़ोन: {phone}",
    address: "पता: {address}",
    consumer: "GSTIN: अपंजीकृत (उपभोक्ता)",
    columns: ["#", "विवरण", "SAC", "मात्रा", "दर (₹)", "मूल्य (₹)", "छूट (₹)", "कर योग्य मूल्य (₹)"],
    totalTaxable: "कुल कर योग्य मूल्य",
    invoiceTotal: "बीजक की कुल राशि",
    inWords: "कुल राशि शब्दों में: {words}",
    coupon: "कूपन {code}",
    discount: "छूट",
    paidBySaaj: "आपकी ओर से Saaj द्वारा चुकाई गई राशि ({coupon}): {amount}",
    paidByYou: "आपके द्वारा चुकाई गई राशि: {amount}",
    sac: {
      [SAC.hairdressing]: "केश सज्जा और नाई की सेवाएँ",
      [SAC.cosmetic]: "सौंदर्य उपचार, मैनीक्योर और पेडीक्योर सेवाएँ",
      [SAC.wellBeing]: "शारीरिक स्वास्थ्य सेवाएँ (स्पा, मालिश)",
      [SAC.otherBeauty]: "अन्य सौंदर्य उपचार सेवाएँ",
    } as Record<string, string>,
    otherSac: "सौंदर्य सेवाएँ",
    sacNote: "SAC {sac}: {description}।",
    couponNote: "कूपन Saaj का ऑफ़र है: कीमत का वह हिस्सा Saaj आपकी ओर से आपूर्तिकर्ता को चुकाता है, इसलिए आपूर्तिकर्ता का कर योग्य मूल्य पूरी कीमत है।",
    notTaxInvoice: "आपूर्तिकर्ता का GSTIN Saaj के पास दर्ज नहीं है: यह GST कर बीजक नहीं है।",
    issuedBySaaj: "आपूर्तिकर्ता की ओर से Saaj द्वारा जारी। यह कंप्यूटर से बना बीजक है।",
    forSupplier: "{supplier} के लिए",
    signatory: "अधिकृत हस्ताक्षरकर्ता",
  },
  ml: {
    title: "Saaj ഇൻവോയ്സ് {number}",
    taxInvoice: "നികുതി ഇൻവോയ്സ് / TAX INVOICE",
    invoice: "ഇൻവോയ്സ് / INVOICE",
    original: "സ്വീകർത്താവിനുള്ള അസ്സൽ പകർപ്പ്",
    invoiceNumber: "ഇൻവോയ്സ് നമ്പർ: {number}",
    issued: "നൽകിയ തീയതി: {date}",
    bookingId: "ബുക്കിങ് ഐഡി: {id}",
    bookedFor: "സേവനത്തിന്റെ സമയം: {when}",
    placeOfSupply: "വിതരണ സ്ഥലം: {state} ({code})",
    reverseCharge: "റിവേഴ്സ് ചാർജിൽ അടയ്ക്കേണ്ട നികുതി: ഇല്ല",
    continued: "{number} (തുടർച്ച)",
    supplier: "വിതരണക്കാരൻ",
    tradeName: "വ്യാപാര നാമം: {name}",
    gstin: "GSTIN: {gstin}",
    noGstin: "GSTIN: രേഖയിലില്ല",
    state: "സംസ്ഥാനം: {state} ({code})",
    billedTo: "ബിൽ ലഭിക്കുന്നയാൾ",
    phone: "ഫോൺ: {phone}",
    address: "വിലാസം: {address}",
    consumer: "GSTIN: രജിസ്റ്റർ ചെയ്തിട്ടില്ല (ഉപഭോക്താവ്)",
    columns: ["#", "വിവരണം", "SAC", "എണ്ണം", "നിരക്ക് (₹)", "മൂല്യം (₹)", "കിഴിവ് (₹)", "നികുതി ബാധകമായ മൂല്യം (₹)"],
    totalTaxable: "ആകെ നികുതി ബാധകമായ മൂല്യം",
    invoiceTotal: "ഇൻവോയ്സിന്റെ ആകെ തുക",
    inWords: "ആകെ തുക അക്ഷരത്തിൽ: {words}",
    coupon: "കൂപ്പൺ {code}",
    discount: "കിഴിവ്",
    paidBySaaj: "നിങ്ങൾക്കുവേണ്ടി Saaj അടച്ച തുക ({coupon}): {amount}",
    paidByYou: "നിങ്ങൾ അടച്ച തുക: {amount}",
    sac: {
      [SAC.hairdressing]: "മുടി ഒരുക്കൽ, ബാർബർ സേവനങ്ങൾ",
      [SAC.cosmetic]: "സൗന്ദര്യ ചികിത്സ, മാനിക്യൂർ, പെഡിക്യൂർ സേവനങ്ങൾ",
      [SAC.wellBeing]: "ശാരീരിക സൗഖ്യ സേവനങ്ങൾ (സ്പാ, മസാജ്)",
      [SAC.otherBeauty]: "മറ്റ് സൗന്ദര്യ ചികിത്സാ സേവനങ്ങൾ",
    } as Record<string, string>,
    otherSac: "സൗന്ദര്യ സേവനങ്ങൾ",
    sacNote: "SAC {sac}: {description}.",
    couponNote: "കൂപ്പൺ Saaj-ന്റെ ഓഫറാണ്: വിലയുടെ ആ ഭാഗം നിങ്ങൾക്കുവേണ്ടി Saaj വിതരണക്കാരന് നൽകുന്നു, അതിനാൽ വിതരണക്കാരന്റെ നികുതി ബാധകമായ മൂല്യം മുഴുവൻ വിലയാണ്.",
    notTaxInvoice: "വിതരണക്കാരന്റെ GSTIN Saaj-ന്റെ രേഖകളിൽ ഇല്ല: ഇത് GST നികുതി ഇൻവോയ്സ് അല്ല.",
    issuedBySaaj: "വിതരണക്കാരനുവേണ്ടി Saaj നൽകിയത്. ഇത് കമ്പ്യൂട്ടർ തയ്യാറാക്കിയ ഇൻവോയ്സ് ആണ്.",
    forSupplier: "{supplier}-നുവേണ്ടി",
    signatory: "അധികാരപ്പെടുത്തിയ ഒപ്പുവെക്കുന്നയാൾ",
  },
} satisfies Record<Language, unknown>;

type Key = Exclude<keyof (typeof WORDS)["en"], "columns" | "sac">;
const IN_WORDS: Record<Language, (amount: number) => string> = { en: rupeesInWords, hi: hindiRupees, ml: malayalamRupees };

/** The invoice's words in one language. */
export function invoiceWords(language: Language) {
  const words = WORDS[language];
  return {
    say: (key: Key, values?: Fill) => fill(words[key], values),
    columns: words.columns,
    sacNote: (sac: string) => fill(words.sacNote, { sac, description: words.sac[sac] ?? words.otherSac }),
    inWords: (amount: number) => fill(words.inWords, { words: IN_WORDS[language](amount) }),
    /** '29 Nov 2026' in English (as elsewhere on the invoice's English side), '29 नवंबर 2026', '2026 നവംബർ 29'. */
    date: (date: string) =>
      language === "en" ? formatDate(date) : new Date(`${date}T00:00:00Z`).toLocaleDateString(LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  };
}

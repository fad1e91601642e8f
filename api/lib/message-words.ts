import type { Language } from "../../shared/languages";

/**
 * The words of the messages Saaj sends (SMS bodies), in the customer's language (users.language,
 * migration 018). Ids, dates, times, codes and names are filled in as they are; WhatsApp sends the
 * approved translation of the same template with the same parameters.
 */
type Fill = Record<string, string | number>;
/** '{key}' in a text replaced by values.key (empty when missing): the SMS words' and the invoice's. */
export const fill = (text: string, values: Fill = {}) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

const WORDS = {
  loginCode: {
    en: "Your Saaj login code is {code}. It expires in 10 minutes. Do not share it with anyone.",
    hi: "आपका Saaj लॉगिन कोड {code} है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।",
    ml: "നിങ്ങളുടെ Saaj ലോഗിൻ കോഡ് {code} ആണ്. 10 മിനിറ്റിനുള്ളിൽ ഇതിന്റെ കാലാവധി തീരും. ഇത് ആരുമായും പങ്കിടരുത്.",
  },
  phoneChangeCode: {
    en: "Your Saaj code to make this your account's number is {code}. It expires in 10 minutes. Do not share it with anyone.",
    hi: "इस नंबर को अपने खाते का नंबर बनाने के लिए आपका Saaj कोड {code} है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें।",
    ml: "ഈ നമ്പർ നിങ്ങളുടെ അക്കൗണ്ടിന്റെ നമ്പറാക്കാനുള്ള Saaj കോഡ് {code} ആണ്. 10 മിനിറ്റിനുള്ളിൽ ഇതിന്റെ കാലാവധി തീരും. ഇത് ആരുമായും പങ്കിടരുത്.",
  },
  partnerLoginCode: {
    en: "Your Saaj provider console code is {code}. It expires in 10 minutes. Do not share it with anyone, not even a customer.",
    hi: "आपका Saaj प्रोवाइडर कंसोल कोड {code} है। यह 10 मिनट में समाप्त हो जाएगा। इसे किसी के साथ साझा न करें, ग्राहक के साथ भी नहीं।",
    ml: "നിങ്ങളുടെ Saaj പ്രൊവൈഡർ കൺസോൾ കോഡ് {code} ആണ്. 10 മിനിറ്റിനുള്ളിൽ ഇതിന്റെ കാലാവധി തീരും. ഇത് ആരുമായും പങ്കിടരുത്, ഉപഭോക്താവുമായി പോലും.",
  },
  /** To each member of the provider's team who acts for the branch: a new request, with its one-tap link (issue 28). */
  newRequest: {
    en: "New Saaj request #{id} at {branch}: {date} at {time}, {services}, {amount}. Answer within {minutes} minutes. Accept or decline: {link}",
    hi: "Saaj पर नया अनुरोध #{id}, {branch}: {date} को {time}, {services}, {amount}। {minutes} मिनट में जवाब दें। स्वीकार या मना करें: {link}",
    ml: "Saaj-ൽ പുതിയ അഭ്യർത്ഥന #{id}, {branch}: {date} {time}, {services}, {amount}. {minutes} മിനിറ്റിനുള്ളിൽ മറുപടി നൽകുക. സ്വീകരിക്കാനോ നിരസിക്കാനോ: {link}",
  },
  appointmentCode: {
    en: "{provider} accepted your Saaj booking #{id} for {date} at {time}. Your confirmation code is {code}. Manage your booking: {link}",
    hi: "{provider} ने {date} को {time} की आपकी Saaj बुकिंग #{id} स्वीकार कर ली है। आपका पुष्टि कोड {code} है। अपनी बुकिंग यहाँ देखें और बदलें: {link}",
    ml: "{date} {time}-നുള്ള നിങ്ങളുടെ Saaj ബുക്കിങ് #{id} {provider} സ്വീകരിച്ചു. നിങ്ങളുടെ സ്ഥിരീകരണ കോഡ് {code} ആണ്. ബുക്കിങ് ഇവിടെ കാണാം, മാറ്റാം: {link}",
  },
  confirmed: {
    en: "Your Saaj booking #{id} with {place} on {date} at {time} is confirmed. {terms} Manage your booking: {link}",
    hi: "{place} के साथ {date} को {time} की आपकी Saaj बुकिंग #{id} पक्की हो गई है। {terms} अपनी बुकिंग यहाँ देखें और बदलें: {link}",
    ml: "{place}-ൽ {date} {time}-നുള്ള നിങ്ങളുടെ Saaj ബുക്കിങ് #{id} ഉറപ്പായി. {terms} ബുക്കിങ് ഇവിടെ കാണാം, മാറ്റാം: {link}",
  },
  /** The cancellation terms a confirmation states: free until a moment, what cancelling costs now, or nothing to pay. */
  freeUntil: {
    en: "Free cancellation until {deadline}.",
    hi: "{deadline} तक रद्द करना मुफ़्त है।",
    ml: "{deadline} വരെ സൗജന്യമായി റദ്ദാക്കാം.",
  },
  costsNow: {
    en: "Cancelling now costs {fee}.",
    hi: "अभी रद्द करने पर {fee} शुल्क लगेगा।",
    ml: "ഇപ്പോൾ റദ്ദാക്കിയാൽ {fee} ഫീസ് ഈടാക്കും.",
  },
  costsNothing: {
    en: "Cancelling costs nothing: nothing is paid yet.",
    hi: "रद्द करने पर कुछ नहीं लगेगा: अभी कुछ भी चुकाया नहीं गया है।",
    ml: "റദ്ദാക്കാൻ ഫീസില്ല: ഇതുവരെ ഒന്നും അടച്ചിട്ടില്ല.",
  },
  reminder: {
    en: "Reminder: your Saaj booking #{id} with {place} is {day}{date} at {time}. {terms} Manage your booking: {link}",
    hi: "याद दिला दें: {place} के साथ आपकी Saaj बुकिंग #{id} {day}{date} को {time} बजे है। {terms} अपनी बुकिंग यहाँ देखें और बदलें: {link}",
    ml: "ഓർമ്മപ്പെടുത്തൽ: {place}-ലെ നിങ്ങളുടെ Saaj ബുക്കിങ് #{id} {day}{date} {time}-ന് ആണ്. {terms} ബുക്കിങ് ഇവിടെ കാണാം, മാറ്റാം: {link}",
  },
  cancelled: {
    en: "{place} had to cancel your Saaj booking #{id} for {date} at {time}: {reason} {amends}See your booking: {link}",
    hi: "{place} को {date} को {time} की आपकी Saaj बुकिंग #{id} रद्द करनी पड़ी: {reason} {amends}अपनी बुकिंग यहाँ देखें: {link}",
    ml: "{date} {time}-നുള്ള നിങ്ങളുടെ Saaj ബുക്കിങ് #{id} {place}-ന് റദ്ദാക്കേണ്ടി വന്നു: {reason} {amends}ബുക്കിങ് ഇവിടെ കാണാം: {link}",
  },
  noShow: {
    en: "We are sorry the professional from {place} did not come for your Saaj booking #{id} on {date} at {time}. {amends}See your booking: {link}",
    hi: "हमें खेद है कि {place} से प्रोफ़ेशनल {date} को {time} की आपकी Saaj बुकिंग #{id} के लिए नहीं आए। {amends}अपनी बुकिंग यहाँ देखें: {link}",
    ml: "{date} {time}-നുള്ള നിങ്ങളുടെ Saaj ബുക്കിങ് #{id}-ന് {place}-ൽ നിന്ന് പ്രൊഫഷണൽ വന്നില്ല, ക്ഷമിക്കണം. {amends}ബുക്കിങ് ഇവിടെ കാണാം: {link}",
  },
  /** The WhatsApp cancellation template's reason when the professional did not come. */
  noShowReason: {
    en: "The professional did not come.",
    hi: "प्रोफ़ेशनल नहीं आए।",
    ml: "പ്രൊഫഷണൽ വന്നില്ല.",
  },
  /** The provider marked that the customer did not come (the console's schedule). */
  missed: {
    en: "{place} marked your Saaj booking #{id} for {date} at {time} as missed: you did not come. {money} See your booking: {link}",
    hi: "{place} ने {date} को {time} की आपकी Saaj बुकिंग #{id} को छूटी हुई दर्ज किया है: आप नहीं आए। {money} अपनी बुकिंग यहाँ देखें: {link}",
    ml: "{date} {time}-നുള്ള നിങ്ങളുടെ Saaj ബുക്കിങ് #{id} നഷ്ടമായതായി {place} രേഖപ്പെടുത്തി: നിങ്ങൾ വന്നില്ല. {money} ബുക്കിങ് ഇവിടെ കാണാം: {link}",
  },
  /** The WhatsApp cancellation template's reason when the customer did not come. */
  missedReason: {
    en: "You did not come.",
    hi: "आप नहीं आए।",
    ml: "നിങ്ങൾ വന്നില്ല.",
  },
  missedKept: {
    en: "A late-cancellation fee of {fee} is kept, and {amount} is refunded to your UPI account.",
    hi: "देर से रद्द करने का {fee} शुल्क रखा गया है, और {amount} आपके UPI खाते में वापस भेजे गए हैं।",
    ml: "വൈകി റദ്ദാക്കുന്നതിനുള്ള {fee} ഫീസ് എടുത്തു, {amount} നിങ്ങളുടെ UPI അക്കൗണ്ടിലേക്ക് തിരികെ നൽകി.",
  },
  missedFree: {
    en: "You have not been charged.",
    hi: "आपसे कोई पैसा नहीं लिया गया है।",
    ml: "നിങ്ങളിൽ നിന്ന് പണമൊന്നും ഈടാക്കിയിട്ടില്ല.",
  },
  /** What Saaj does when the provider cancels an accepted booking: each sentence only when it applies. */
  refunded: {
    en: "{amount} is refunded to your UPI account.",
    hi: "{amount} आपके UPI खाते में वापस भेज दिए गए हैं।",
    ml: "{amount} നിങ്ങളുടെ UPI അക്കൗണ്ടിലേക്ക് തിരികെ നൽകി.",
  },
  apology: {
    en: "We are sorry: here is {value} off your next booking, code {code}.",
    hi: "हमें खेद है: आपकी अगली बुकिंग पर {value} की छूट, कोड {code}।",
    ml: "ക്ഷമിക്കണം: അടുത്ത ബുക്കിങ്ങിന് {value} ഇളവ്, കോഡ് {code}.",
  },
  rebook: {
    en: "Book the same services elsewhere: {rebook}",
    hi: "यही सेवाएँ कहीं और बुक करें: {rebook}",
    ml: "ഇതേ സേവനങ്ങൾ മറ്റൊരിടത്ത് ബുക്ക് ചെയ്യാം: {rebook}",
  },
} as const satisfies Record<string, Record<Language, string>>;

/** How a reminder places the booking's day: today, tomorrow, or (nothing before) its date. */
export const DAY_WORDS = {
  today: { en: "today, ", hi: "आज, ", ml: "ഇന്ന്, " },
  tomorrow: { en: "tomorrow, ", hi: "कल, ", ml: "നാളെ, " },
  later: { en: "on ", hi: "", ml: "" },
} as const satisfies Record<string, Record<Language, string>>;

export const messageText = (kind: keyof typeof WORDS, language: Language, values: Fill) => fill(WORDS[kind][language], values);

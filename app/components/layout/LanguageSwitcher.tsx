import { useLocation } from "react-router";
import { styled } from "styled-components";
import { LANGUAGES, LANGUAGE_NAMES, LOCALES } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-t";

/**
 * One button per language in a plain form: the choice goes to a cookie and the same page comes
 * back in that language (routes/actions/language.tsx), with or without JavaScript.
 */
export function LanguageButtons({ id }: { id: string }) {
  const current = useLanguage();
  const location = useLocation();
  return (
    <form method="post" action="/actions/language">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Choices role="group" aria-labelledby={id}>
        {LANGUAGES.map((lang) => (
          <Choice key={lang} type="submit" name="lang" value={lang} lang={LOCALES[lang]} aria-current={lang === current ? "true" : undefined} data-testid={`language-${lang}`}>
            {LANGUAGE_NAMES[lang]}
          </Choice>
        ))}
      </Choices>
    </form>
  );
}

/** Short names for the header's button, each in its own script. */
const SHORT_NAMES = { en: "EN", hi: "हिं", ml: "മല" } as const;

export function LanguageMark() {
  const lang = useLanguage();
  return (
    <Mark lang={LOCALES[lang]}>
      <GlobeIcon />
      <span className="short">{SHORT_NAMES[lang]}</span>
    </Mark>
  );
}

const GlobeIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </svg>
);

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 0.85rem;
  font-weight: 700;
  /* On the narrowest phones the globe alone: the header holds four buttons and the logo. */
  @media (max-width: 399px) {
    .short {
      display: none;
    }
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Choice = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-current="true"] {
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

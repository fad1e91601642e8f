import { Form, useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { styled } from "styled-components";
import { useLanguage, useLocale } from "~/i18n/use-t";
import { calendarNames } from "./calendar/month";
import { SLOTS_ANCHOR } from "./calendar/MonthNav";
import { PlainMonth, type MonthProps } from "./calendar/PlainMonth";

export { CALENDAR_ANCHOR, SLOTS_ANCHOR } from "./calendar/MonthNav";

/** The arrow-key picker, once loaded: a calendar shown later on the page uses it at once. */
let enhancedMonth: ComponentType<MonthProps> | undefined;
const loadEnhancedMonth = () => import("./calendar/EnhancedMonth").then((m) => (enhancedMonth = m.default));

/** What names the focused day or month link, to focus it again in the picker that replaces it. */
const focusKey = (el: Element | null) => el?.getAttribute("value") ?? el?.getAttribute("href") ?? undefined;

/**
 * The inline calendar. Every day is a submit button of a GET form (?date=…), and the month
 * arrows are links (?month=…), so it works without JavaScript; with it, React Router navigates in
 * place. The page ships a plain month; react-day-picker's grid, whose days the arrow keys move
 * between, loads when a keyboard reaches the calendar (a tap on a day submits the form and needs
 * none of it), and takes the plain month's place with the same markup and the focus kept.
 */
export function SlotCalendar({ selected, today, month, maxDate }: { selected: string; today: string; month: string; maxDate: string }) {
  const language = useLanguage();
  const locale = useLocale();
  const names = useMemo(() => calendarNames(language, locale), [language, locale]);
  // Without JavaScript a picked day loads the page again: at the day's slots, not at the top.
  const { pathname } = useLocation();
  const action = useHydrated() ? undefined : `${pathname}#${SLOTS_ANCHOR}`;
  const form = useRef<HTMLFormElement>(null);
  const [Month, setMonth] = useState<ComponentType<MonthProps>>(() => enhancedMonth ?? PlainMonth);
  const refocus = useRef<string>();
  const enhance = () => {
    if (Month !== PlainMonth) return;
    void loadEnhancedMonth().then((loaded) => {
      const active = document.activeElement;
      if (active && form.current?.contains(active)) refocus.current = focusKey(active);
      setMonth(() => loaded);
    });
  };
  useEffect(() => {
    const key = refocus.current;
    refocus.current = undefined;
    if (key) form.current?.querySelector<HTMLElement>(`[value="${key}"], [href="${key}"]`)?.focus();
  }, [Month]);
  return (
    <Wrap ref={form} method="get" action={action} preventScrollReset replace onFocus={(event) => event.target.matches(":focus-visible") && enhance()} onKeyDown={enhance}>
      <Month key={`${selected}:${month}`} selected={selected} today={today} month={month} maxDate={maxDate} names={names} locale={locale} />
    </Wrap>
  );
}

const Wrap = styled(Form)`
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
  max-width: 100%;
  min-width: 0;
  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.space(2)};
  }
  .rdp-root {
    position: relative;
  }
  .rdp-months {
    display: block;
  }
  .rdp-month_caption {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  nav {
    position: absolute;
    right: 0;
    top: 0;
    display: flex;
    gap: 8px;
  }
  nav a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.5rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: 6px;
  }
  td {
    text-align: center;
    padding: 1px;
  }
  /* 44 px where there is room; on a 320 px phone the seven days share the width (still over 24 px). */
  td button {
    width: min(44px, 100%);
    height: auto;
    aspect-ratio: 1 / 1;
    border-radius: 50%;
    border: 0;
    background: transparent;
    font: inherit;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  td button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  td button:disabled {
    color: #b9adb1;
    cursor: not-allowed;
  }
  .rdp-today button {
    font-weight: 800;
    text-decoration: underline;
  }
  .rdp-selected button,
  td button[aria-pressed="true"] {
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
`;

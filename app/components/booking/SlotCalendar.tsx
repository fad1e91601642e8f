import { Form, Link, useLocation } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useEffect, useMemo, useRef } from "react";
import { DayPicker, type DayButtonProps, type DayPickerProps, type DayProps, type MonthGridProps, type NavProps } from "react-day-picker";
import { styled } from "styled-components";
import { localDay, localDayText } from "~/lib/dates";
import { useLanguage, useLocale, useT } from "~/i18n/use-t";
import type { Language } from "~/i18n/languages";

const monthParam = (d: Date) => localDayText(d).slice(0, 7);

/**
 * The month and weekday names in Hindi and Malayalam, written by Intl (date-fns, the picker's
 * date library, has no Malayalam, and a locale object would add script). English keeps the
 * picker's own names ('November 2026', 'Mo').
 */
function intlNames(language: Language, locale: string): Pick<DayPickerProps, "formatters" | "labels" | "lang"> {
  if (language === "en") return {};
  const monthYear = (month: Date) => month.toLocaleDateString(locale, { month: "long", year: "numeric" });
  // Malayalam's short weekday names are whole words, too wide for a phone's columns.
  const weekday = language === "ml" ? "narrow" : "short";
  return {
    lang: locale,
    formatters: { formatCaption: monthYear, formatWeekdayName: (day: Date) => day.toLocaleDateString(locale, { weekday }) },
    labels: { labelGrid: monthYear, labelWeekday: (day: Date) => day.toLocaleDateString(locale, { weekday: "long" }) },
  };
}

/** Where a page loaded by the calendar without JavaScript opens: the slots of the picked day, or the calendar. */
export const SLOTS_ANCHOR = "time-slots";
export const CALENDAR_ANCHOR = "choose-date";

/**
 * The inline calendar. Every day is a submit button of a GET form (?date=…), and the month
 * arrows are links (?month=…), so it works without JavaScript; with it, React Router navigates in place.
 */
export function SlotCalendar({ selected, today, month, maxDate }: { selected: string; today: string; month: string; maxDate: string }) {
  const shown = localDay(`${month}-01`);
  const first = localDay(today);
  const last = localDay(maxDate);
  const language = useLanguage();
  const locale = useLocale();
  const names = useMemo(() => intlNames(language, locale), [language, locale]);
  // Without JavaScript a picked day loads the page again: at the day's slots, not at the top.
  const { pathname } = useLocation();
  const action = useHydrated() ? undefined : `${pathname}#${SLOTS_ANCHOR}`;
  return (
    <Wrap method="get" action={action} preventScrollReset replace>
      <DayPicker
        key={`${selected}:${month}`}
        mode="single"
        selected={localDay(selected)}
        month={shown}
        startMonth={first}
        endMonth={last}
        disabled={[{ before: first }, { after: last }]}
        today={first}
        weekStartsOn={1}
        showOutsideDays={false}
        {...names}
        components={{ MonthGrid, Day, DayButton, Nav: (props: NavProps) => <MonthNav {...props} selected={selected} /> }}
      />
    </Wrap>
  );
}

/**
 * The month: with JavaScript an ARIA grid whose days the arrow keys move between (one Tab stop, the
 * picker's own keyboard handling); without, a plain table of day buttons, each its own Tab stop
 * (arrows cannot work without a script, and HTML forbids role="gridcell" in a plain table).
 */
function MonthGrid({ role, "aria-multiselectable": multiselectable, ...props }: MonthGridProps) {
  const grid = useHydrated();
  return <table {...props} role={grid ? role : undefined} aria-multiselectable={grid ? multiselectable : undefined} />;
}

function Day({ day: _day, modifiers: _modifiers, role, "aria-selected": selected, ...props }: DayProps) {
  const grid = useHydrated();
  return <td {...(props as React.HTMLAttributes<HTMLTableCellElement>)} role={grid ? role : undefined} aria-selected={grid ? selected : undefined} />;
}

/** A submit button (so it works without JavaScript); with JavaScript the arrow keys bring the focus here. */
function DayButton({ day, modifiers, onClick: _onClick, tabIndex, ...props }: DayButtonProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  // The name starts with the number the button shows (WCAG 2.5.3), then says which day it is.
  const name = `${day.date.getDate()} ${day.date.toLocaleDateString(locale, { month: "long" })}, ${day.date.toLocaleDateString(locale, { weekday: "long" })}`;
  return (
    <button {...props} ref={ref} tabIndex={hydrated ? tabIndex : undefined} aria-label={name} type="submit" name="date" value={localDayText(day.date)} aria-pressed={modifiers.selected || undefined} />
  );
}

function MonthNav({ previousMonth, nextMonth, selected, className }: NavProps & { selected: string }) {
  const t = useT("booking");
  // Without JavaScript another month loads the page again: at the calendar, not at the top.
  const anchor = useHydrated() ? "" : `#${CALENDAR_ANCHOR}`;
  const to = (d: Date) => `?date=${selected}&month=${monthParam(d)}${anchor}`;
  return (
    <nav className={className} aria-label={t("months")}>
      {previousMonth ? (
        <Link to={to(previousMonth)} preventScrollReset replace aria-label={t("previousMonth")}>
          ‹
        </Link>
      ) : (
        <span />
      )}
      {nextMonth ? (
        <Link to={to(nextMonth)} preventScrollReset replace aria-label={t("nextMonth")}>
          ›
        </Link>
      ) : (
        <span />
      )}
    </nav>
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

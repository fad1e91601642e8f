import { useEffect, useMemo, useRef } from "react";
import { DayPicker, type DayButtonProps, type DayProps, type NavProps } from "react-day-picker";
import { localDay, localDayText } from "~/lib/dates";
import { MonthNav } from "./MonthNav";
import { WEEK_STARTS_ON } from "./month";
import type { MonthProps } from "./PlainMonth";

/**
 * The month as react-day-picker's ARIA grid, whose days the arrow keys move between (one Tab stop).
 * Loaded only when a keyboard reaches the calendar (SlotCalendar): a tap on a day needs none of it.
 */
export default function EnhancedMonth({ selected, today, month, maxDate, names, locale }: MonthProps) {
  const first = localDay(today);
  const last = localDay(maxDate);
  // The same components on every render: new ones would remount the days and lose the focus.
  const components = useMemo(
    () => ({
      Day,
      DayButton: (props: DayButtonProps) => <DayButton {...props} label={names.dayLabel(props.day.date)} />,
      Nav: (props: NavProps) => <MonthNav {...props} selected={selected} />,
    }),
    [names, selected],
  );
  return (
    <DayPicker
      mode="single"
      selected={localDay(selected)}
      month={localDay(`${month}-01`)}
      startMonth={first}
      endMonth={last}
      disabled={[{ before: first }, { after: last }]}
      today={first}
      weekStartsOn={WEEK_STARTS_ON}
      showOutsideDays={false}
      lang={locale}
      formatters={{ formatCaption: names.monthYear, formatWeekdayName: names.weekdayShort }}
      labels={{ labelGrid: names.monthYear, labelWeekday: names.weekdayLong }}
      components={components}
    />
  );
}

function Day({ day: _day, modifiers: _modifiers, ...props }: DayProps) {
  return <td {...(props as React.HTMLAttributes<HTMLTableCellElement>)} />;
}

/** A submit button of the calendar's GET form; the arrow keys bring the focus here. */
function DayButton({ day, modifiers, onClick: _onClick, label, ...props }: DayButtonProps & { label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button {...props} ref={ref} aria-label={label} type="submit" name="date" value={localDayText(day.date)} aria-pressed={modifiers.selected || undefined} />;
}

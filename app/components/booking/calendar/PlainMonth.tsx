import { localDay } from "~/lib/dates";
import { MonthNav } from "./MonthNav";
import { dayClasses, monthWeeks, type calendarNames } from "./month";

export interface MonthProps {
  selected: string;
  today: string;
  month: string;
  maxDate: string;
  names: ReturnType<typeof calendarNames>;
  locale: string;
}

const addMonths = (month: string, n: number) => {
  const d = localDay(`${month}-01`);
  d.setMonth(d.getMonth() + n);
  return d;
};

/**
 * The month as a plain table of day buttons, each a submit button of the calendar's GET form
 * (?date=…) and its own Tab stop: what the server sends and the page hydrates, with the picker's
 * markup and classes, so the arrow-key picker (EnhancedMonth) can take its place without a shift.
 */
export function PlainMonth({ selected, today, month, maxDate, names, locale }: MonthProps) {
  const shown = localDay(`${month}-01`);
  const weeks = monthWeeks(month);
  const caption = names.monthYear(shown);
  return (
    <div className="rdp-root" lang={locale} data-mode="single">
      <div className="rdp-months">
        <MonthNav
          className="rdp-nav"
          selected={selected}
          previousMonth={month > today.slice(0, 7) ? addMonths(month, -1) : undefined}
          nextMonth={month < maxDate.slice(0, 7) ? addMonths(month, 1) : undefined}
        />
        <div className="rdp-month">
          <div className="rdp-month_caption">
            <span className="rdp-caption_label" role="status" aria-live="polite">
              {caption}
            </span>
          </div>
          <table aria-label={caption} className="rdp-month_grid">
            <thead aria-hidden="true">
              <tr className="rdp-weekdays">
                {weeks[0]!.map(({ date, day }) => (
                  <th key={day} aria-label={names.weekdayLong(date)} className="rdp-weekday" scope="col">
                    {names.weekdayShort(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="rdp-weeks">
              {weeks.map((week) => (
                <tr key={week[0]!.day} className="rdp-week">
                  {week.map((cell) => {
                    const disabled = cell.day < today || cell.day > maxDate;
                    const state = { selected: cell.day === selected, today: cell.day === today, disabled };
                    return (
                      <td key={cell.day} className={dayClasses(cell, state)}>
                        {cell.outside ? null : (
                          // Each day is its own Tab stop until the arrow-key picker loads (with JavaScript).
                          <button
                            className="rdp-day_button"
                            type="submit"
                            name="date"
                            value={cell.day}
                            disabled={disabled}
                            aria-label={names.dayLabel(cell.date)}
                            aria-pressed={state.selected || undefined}
                          >
                            {cell.date.getDate()}
                          </button>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

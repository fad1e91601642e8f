import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/i18n/use-t";
import { monthParam } from "./month";

/** Where a page loaded by the calendar without JavaScript opens: the slots of the picked day, or the calendar. */
export const SLOTS_ANCHOR = "time-slots";
export const CALENDAR_ANCHOR = "choose-date";

/** The month arrows: links (?month=…), so another month loads without JavaScript too. */
export function MonthNav({ previousMonth, nextMonth, selected, className }: { previousMonth?: Date; nextMonth?: Date; selected: string; className?: string }) {
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

import { Form, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useEffect, useState } from "react";
import { styled } from "styled-components";
import { useFormReply } from "~/lib/form-reply";
import { PageBanner } from "~/components/layout/PageBanner";
import { Container } from "~/components/ui/Container";
import { Button } from "~/components/ui/Button";
import { FormMessage } from "~/components/ui/Field";
import { BookingSteps } from "~/components/booking/BookingSteps";
import { CALENDAR_ANCHOR, SLOTS_ANCHOR, SlotCalendar } from "~/components/booking/SlotCalendar";
import { PickSummary, slotLabelRules } from "~/components/booking/PickSummary";
import { SlotTerms } from "~/components/booking/SlotTerms";
import type { PricedLine } from "~/lib/cart";
import { longDate } from "~/lib/dates";
import { PHOTO_FIELD } from "../../../contract/booking";
import type { bookingSchema } from "~/schemas/booking";
import { useLocale, useSaid, useT } from "~/i18n/use-t";
import { useSendWhenReady } from "~/lib/use-send-when-ready";

const BANNER_MS = 4000;

/** What /DateTime's loader gives the calendar: the day shown, the booking window, its slots and the cart's lines. */
export type PickDay = {
  date: string;
  today: string;
  maxDate: string;
  month: string;
  slots: { time: string; past: boolean; full: boolean; freeUntil: string | null; late: boolean }[];
  /** Why the day has no slots: the provider's day off (with its note) or a weekday it is closed. */
  closed: "day_off" | "closed_weekday" | null;
  dayOffNote: string | null;
  slotsError: string | null;
  lines: PricedLine[];
  total: number;
  providerName: string;
  formKey: string;
};

/** The calendar, the day's slots, the reference photo and Confirm, beside the summary. */
export function SlotPicker({ d, lastResult }: { d: PickDay; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const t = useT("booking");
  const said = useSaid();
  const locale = useLocale();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "book";
  const [form, fields] = useFormReply<z.input<typeof bookingSchema>>({ id: "book", lastResult });
  const keptSlot = fields.date.initialValue === d.date ? fields.slot.initialValue : "";
  // One banner: the form's error, else the slot's or the date's.
  const errors = form.errors ?? fields.slot.errors ?? fields.date.errors;
  const [hidden, setHidden] = useState<string[] | undefined>();
  // The spec's banner disappears after 4 seconds (it stays readable in the live region until then).
  useEffect(() => {
    if (!errors) return;
    const timer = setTimeout(() => setHidden(errors), BANNER_MS);
    return () => clearTimeout(timer);
  }, [errors]);
  const error = errors && errors !== hidden ? errors[0] : null;
  // Picking a slot answers 'Please select a time slot.' at once, not when its 4 s are up.
  const slotPicked = () => fields.slot.errors && errors === fields.slot.errors && setHidden(errors);
  const dateLabel = d.date ? longDate(d.date, "long", locale) : "";
  // Confirm pressed while a chosen photo is still being made smaller: sent once it is. The
  // resizer's code loads only when a photo is chosen.
  const { wait, onSubmit: sendWhenShrunk } = useSendWhenReady();
  const choosePhoto = (input: HTMLInputElement) => wait(import("~/lib/photo-resize").then((m) => m.shrinkChosenPhoto(input)));
  return (
    <>
      <PageBanner title={t("titleDateTime")} />
      <Container>
        <BookingSteps current={1} />
        <Layout id="booking-layout">
          {/* The summary names the chosen slot without JavaScript: a rule per slot shows its label when it is checked. */}
          {/* As raw CSS: React would escape the quotes of a text child, breaking the rule and hydration. */}
          <style dangerouslySetInnerHTML={{ __html: slotLabelRules(d.slots.map((s) => s.time)) }} />
          {d.date ? (
            <div>
              <h2 id={CALENDAR_ANCHOR}>{t("chooseDate")}</h2>
              <SlotCalendar selected={d.date} today={d.today} month={d.month} maxDate={d.maxDate} />
            </div>
          ) : null}
          <Form {...form.props} method="post" encType="multipart/form-data" preventScrollReset onSubmit={sendWhenShrunk}>
            <input type="hidden" name={fields.date.name} value={d.date} />
            <input type="hidden" name="formKey" value={d.formKey} />
            <fieldset id={SLOTS_ANCHOR} onChange={slotPicked}>
              <legend>{dateLabel ? t("timeSlotsFor", { date: dateLabel }) : t("timeSlots")}</legend>
              {d.slotsError ? (
                <FormMessage $kind="error" role="alert">
                  {said(d.slotsError)}
                </FormMessage>
              ) : null}
              <Slots>
                {d.slots.map((s) => (
                  <label key={s.time} data-disabled={s.past || s.full || undefined}>
                    <input type="radio" name={fields.slot.name} value={s.time} disabled={s.past || s.full} defaultChecked={keptSlot === s.time} />
                    <span>
                      {s.time}
                      {s.full ? ` ${t("slotFull")}` : ""}
                    </span>
                  </label>
                ))}
              </Slots>
              {d.slots.length > 0 && d.slots.every((s) => s.past || s.full) ? <p>{t("noSlotsLeft")}</p> : null}
              {d.closed ? (
                <p>
                  {t(d.closed === "day_off" ? "closedDayOff" : "closedWeekday")}
                  {d.dayOffNote ? ` ${t("closedNote", { note: d.dayOffNote })}` : ""}
                </p>
              ) : null}
            </fieldset>
            <Upload>
              <label htmlFor="reference_image">{t("photoLabel")}</label>
              <input id="reference_image" name={PHOTO_FIELD} type="file" accept="image/*" onChange={(e) => choosePhoto(e.currentTarget)} />
              <small>{t("photoHint")}</small>
            </Upload>
            <SlotTerms slots={d.slots} />
            {error ? (
              <FormMessage $kind="error" role="alert">
                {said(error)}
              </FormMessage>
            ) : null}
            <Button type="submit" name="intent" value="book" disabled={busy} $block>
              {busy ? t("bookingBusy") : t("confirm")}
            </Button>
          </Form>
          <PickSummary providerName={d.providerName} dateLabel={dateLabel} times={d.slots.map((s) => s.time)} lines={d.lines} total={d.total} />
        </Layout>
      </Container>
    </>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 360px minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space(6)};
  padding-bottom: ${({ theme }) => theme.space(12)};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${({ theme }) => theme.media.small} {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-top: 0;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    min-width: 0;
  }
  legend {
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.lg};
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
  & > * {
    min-width: 0;
  }
  [data-slot-label] {
    display: none;
  }
  &:has(input[name="slot"]:checked) .none-chosen {
    display: none;
  }
`;
const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
  }
  span {
    display: grid;
    place-items: center;
    /* "9:30 AM Full" wraps on a phone: both lines centred, clear of the border */
    text-align: center;
    padding: 4px 6px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 2px solid ${({ theme }) => theme.colors.border};
    background: #fff;
    font-weight: 600;
    cursor: pointer;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: #fff;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.gold};
    outline-offset: 2px;
  }
  label[data-disabled] span {
    color: #6f666a;
    background: #f3eff0;
    text-decoration: line-through;
    cursor: not-allowed;
  }
`;
const Upload = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    width: 100%;
    max-width: 100%;
  }
  /* The browser's own "Choose File" drawn as our secondary button */
  input::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: 8px 16px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

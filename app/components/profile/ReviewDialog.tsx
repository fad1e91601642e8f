import type { SubmissionResult } from "@conform-to/react";
import { useFormReply } from "~/lib/form-reply";
import type { z } from "zod";
import { useFetcher, useNavigate } from "react-router";
import { useEffect, useState } from "react";
import type { reviewSchema } from "~/schemas/profile";
import { styled } from "styled-components";
import { Dialog } from "../ui/Dialog";
import { Button } from "../ui/Button";
import { Field, FormMessage, TextArea, described, ErrorText } from "../ui/Field";
import type { Booking } from "./BookingsTable";
import { useLocale, useSaid, useT } from "~/i18n/use-t";
import { indiaDate } from "~/lib/dates";
import { PhotoField, SubRatingFields } from "./ReviewExtras";
import { useSendWhenReady } from "~/lib/use-send-when-ready";

interface Result {
  result?: SubmissionResult<string[]>;
}

/** The spec: the list refreshes and the dialog closes after 2 s; the button reverts after 3 s. */
const CLOSE_MS = 2000;
const REVERT_MS = 3000;

/**
 * 'Rate Your Experience' / 'Write a review'. The stars are radio buttons, so they work with the
 * keyboard and without JavaScript; with it, clicking the chosen star again clears the rating.
 */
export function ReviewDialog({ booking, closeTo, result }: { booking: Booking; closeTo: string; result?: Result }) {
  const t = useT("profile");
  const said = useSaid();
  const fetcher = useFetcher<Result & { ok?: boolean }>();
  const navigate = useNavigate();
  const current = fetcher.data ?? result;
  const [form, fields] = useFormReply<z.input<typeof reviewSchema>>({
    id: "review",
    lastResult: current?.result,
  });
  const { appointmentId, providerId, rating: ratingField, comment, skill, hygiene, punctuality, behaviour, photos } = fields;
  const message = form.errors?.[0] ?? providerId.errors?.[0];
  // As the dialog opened: once sent, the refreshed list has the booking reviewed, and the dialog stays as it was for its success.
  const [review] = useState(booking.review);
  const locale = useLocale();
  const [rating, setRating] = useState(Number(ratingField.initialValue ?? review?.rating ?? 0));
  const { wait: waitForPhotos, onSubmit: sendWhenShrunk } = useSendWhenReady();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    setRating(0); // the reply resets the rest of the form
    setDone(true);
    const close = setTimeout(() => navigate(closeTo, { replace: true, preventScrollReset: true }), CLOSE_MS);
    const revert = setTimeout(() => setDone(false), REVERT_MS);
    return () => {
      clearTimeout(close);
      clearTimeout(revert);
    };
  }, [fetcher.state, fetcher.data, closeTo, navigate]);
  return (
    <Dialog title={review ? t("editTitle") : t("rateTitle")} closeTo={closeTo}>
      <p>
        {booking.branch_name}: {booking.services.join(", ")}
      </p>
      {review ? <p>{t("editUntil", { date: indiaDate(review.editable_until, locale) })}</p> : null}
      {message ? (
        <FormMessage $kind="error" role="alert">
          {said(message)}
        </FormMessage>
      ) : null}
      <fetcher.Form {...form.props} method="post" encType="multipart/form-data" preventScrollReset onSubmit={sendWhenShrunk}>
        <input type="hidden" name={appointmentId.name} value={booking.appointment_id} />
        {review ? <input type="hidden" name="editing" value="1" /> : null}
        <input type="hidden" name={providerId.name} value={booking.provider_id} />
        <StarsField aria-describedby={ratingField.errors ? "rating-error" : undefined}>
          <legend>{t("yourRating")}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input
                type="radio"
                name={ratingField.name}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                onClick={() => {
                  if (rating === n) setRating(0);
                }}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t.plural("star", n)}</span>
            </label>
          ))}
        </StarsField>
        {ratingField.errors ? (
          <ErrorText id="rating-error" role="alert">
            {said(ratingField.errors[0])}
          </ErrorText>
        ) : null}
        <Field id="review-comment" label={t("writeReview")} errors={comment.errors}>
          <TextArea
            {...described("review-comment", comment.errors)}
            key={comment.key}
            name={comment.name}
            placeholder={t("feedbackPlaceholder")}
            defaultValue={comment.initialValue ?? review?.comment}
          />
        </Field>
        <SubRatingFields fields={{ skill, hygiene, punctuality, behaviour }} review={review} />
        <PhotoField field={photos} review={review} onShrinking={waitForPhotos} />
        <Button type="submit" name="intent" value="review" $block $variant={done ? "success" : "primary"} disabled={fetcher.state !== "idle" || done}>
          {done ? t(review ? "reviewUpdated" : "reviewSubmitted") : review ? t("saveReview") : t("submit")}
        </Button>
      </fetcher.Form>
    </Dialog>
  );
}

const StarsField = styled.fieldset`
  display: flex;
  gap: 4px;
  margin: 0 0 8px;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    font-size: 0.875rem;
    margin-bottom: 4px;
  }
  label {
    position: relative;
    cursor: pointer;
    font-size: 2rem;
    line-height: 1;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.gold};
  }
  /* Without JavaScript the checked star and those before it light up through CSS. */
  label span[aria-hidden] {
    color: #d9cdd1;
  }
  &:has(label:nth-of-type(1) input:checked) label:nth-of-type(-n + 1) span[aria-hidden],
  &:has(label:nth-of-type(2) input:checked) label:nth-of-type(-n + 2) span[aria-hidden],
  &:has(label:nth-of-type(3) input:checked) label:nth-of-type(-n + 3) span[aria-hidden],
  &:has(label:nth-of-type(4) input:checked) label:nth-of-type(-n + 4) span[aria-hidden],
  &:has(label:nth-of-type(5) input:checked) label:nth-of-type(-n + 5) span[aria-hidden] {
    color: #c9a227;
  }
`;

import { styled } from "styled-components";
import { useRef } from "react";
import type { FieldReply } from "~/lib/form-reply";
import { Field, Select, described } from "../ui/Field";
import { useT } from "~/i18n/use-t";
import { RATING_MAX, RATING_MIN, SUB_RATINGS, type SubRating } from "../../../contract/review";
import type { OwnReview } from "../../../contract/schemas/bookings";

const SCORES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** The optional detail ratings: a choice each, "Not rated" first, so they work without JavaScript. */
export function SubRatingFields({ fields, review }: { fields: Record<SubRating, FieldReply>; review: OwnReview | null }) {
  const t = useT("profile");
  return (
    <Details>
      <legend>{t("details")}</legend>
      {SUB_RATINGS.map((name) => {
        const field = fields[name];
        const id = `review-${name}`;
        return (
          <Field key={name} id={id} label={t(name)} errors={field.errors}>
            <Select {...described(id, field.errors)} key={field.key} name={field.name} defaultValue={field.initialValue ?? String(review?.[name] ?? "")}>
              <option value="">{t("notRated")}</option>
              {SCORES.map((n) => (
                <option key={n} value={n}>
                  {t("scoreOf", { n })}
                </option>
              ))}
            </Select>
          </Field>
        );
      })}
    </Details>
  );
}

/**
 * Up to REVIEW_PHOTOS_MAX (contract/review.ts) photos. With JavaScript large ones are made small before sending
 * (~/lib/photo-resize, loaded when photos are chosen); `onShrinking` hands the form that wait.
 */
export function PhotoField({ field, review, onShrinking }: { field: FieldReply; review: OwnReview | null; onShrinking: (done: Promise<void>) => void }) {
  const t = useT("profile");
  const input = useRef<HTMLInputElement>(null);
  const photos = review?.photos ?? [];
  return (
    <>
      <Field id="review-photos" label={t("photos")} errors={field.errors} hint={photos.length ? t("photosReplace") : undefined}>
        <input
          ref={input}
          {...described("review-photos", field.errors)}
          key={field.key}
          type="file"
          name={field.name}
          accept="image/*"
          multiple
          onChange={(e) => onShrinking(import("~/lib/photo-resize").then((m) => m.shrinkChosenPhoto(e.currentTarget)))}
        />
      </Field>
      {photos.length ? (
        <Thumbs>
          {photos.map((src, i) => (
            <img key={src} src={src} alt={t("yourPhoto", { n: i + 1 })} width={64} height={64} loading="lazy" />
          ))}
        </Thumbs>
      ) : null}
    </>
  );
}

const Details = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 8px;
  display: grid;
  /* Wide enough for "Not rated" in Malayalam with the arrow: one column on a phone. */
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0 12px;
  legend {
    font-weight: 600;
    font-size: 0.875rem;
    margin-bottom: 4px;
  }
`;

const Thumbs = styled.div`
  display: flex;
  gap: 8px;
  margin: -4px 0 12px;
  img {
    object-fit: cover;
    border-radius: 8px;
  }
`;

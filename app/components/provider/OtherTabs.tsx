import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { indiaDate } from "~/lib/dates";
import type { ProviderDetail } from "~/lib/cart.server";
import { Stars } from "../ui/Stars";
import { AddButton } from "./AddButton";
import { directionsUrl } from "./ProviderHeader";
import { useLanguage, useLocale, useSaid, useT } from "~/i18n/use-t";
import { durationWords } from "~/i18n/duration";
import { pictureSources } from "~/lib/pictures";
import { ReviewPhotos, SubRatingAverages } from "./ReviewDetails";
import type { SubRatingAverage } from "../../../contract/schemas/providers";

/** The API's names of the days (the keys of the working hours), and the names shown. */
const DAYS = [
  ["Monday", "monday"],
  ["Tuesday", "tuesday"],
  ["Wednesday", "wednesday"],
  ["Thursday", "thursday"],
  ["Friday", "friday"],
  ["Saturday", "saturday"],
  ["Sunday", "sunday"],
] as const;

export function OverviewTab({ overview }: { overview: ProviderDetail["overview"] }) {
  const t = useT("provider");
  const { latitude: lat, longitude: lng } = overview;
  const box = `${lng - 0.01},${lat - 0.01},${lng + 0.01},${lat + 0.01}`;
  return (
    <Stack>
      <section>
        <h3>{t("businessSummary")}</h3>
        <p>{overview.business_summary}</p>
      </section>
      <section>
        <h3>{t("gender")}</h3>
        <p>{overview.gender_type}</p>
      </section>
      <section>
        <h3>{t("timings")}</h3>
        <Timings>
          {DAYS.filter(([d]) => overview.Working_hours[d]).map(([d, day]) => (
            <li key={d}>
              <span>{t(day)}</span>
              <span>
                {overview.Working_hours[d]!.split(",")
                  .map((time) => time.trim())
                  .reduce((from, to) => t("hours", { from, to }))}
              </span>
            </li>
          ))}
        </Timings>
      </section>
      <section>
        <h3>{t("location")}</h3>
        <Map title={t("map")} loading="lazy" src={`https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat},${lng}`} />
        <p>
          <a href={directionsUrl(lat, lng)} target="_blank" rel="noreferrer">
            {t("getDirection")}
          </a>
        </p>
      </section>
    </Stack>
  );
}

export function PackagesTab({ packages, providerId, branchId, inCart }: { packages: ProviderDetail["packages"]; providerId: number; branchId: number; inCart: Set<number> }) {
  const t = useT("provider");
  const language = useLanguage();
  const locale = useLocale();
  if (packages.length === 0) return <p>{t("noPackages")}</p>;
  return (
    <Stack>
      {packages.map((p, i) => {
        const included = p.package_services
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean);
        return (
          <Package key={p.service_id} id={`service-${p.service_id}`} open={i === 0}>
            <summary>
              <span>{p.package_name}</span>
              <strong>{rupees(p.service_price, locale)}</strong>
            </summary>
            <p>
              {p.category_name || t("bridalPackage")} · {p.service_time ? durationWords(p.service_time, t, language === "en") : t("threeHours")}
            </p>
            <ul>
              {included.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
            <AddButton serviceId={p.service_id} providerId={providerId} branchId={branchId} inCart={inCart.has(p.service_id)} name={p.package_name} />
          </Package>
        );
      })}
    </Stack>
  );
}

export function StylistsTab({ stylists }: { stylists: ProviderDetail["stylist"] }) {
  const t = useT("provider");
  if (stylists.length === 0) return <p>{t("noStylists")}</p>;
  return (
    <People>
      {stylists.map((s) => (
        <li key={s.beautician_id}>
          <img {...pictureSources(s.profile_image || "/images/demo/stylist-1.svg", "160px")} alt="" width="160" height="160" loading="lazy" />
          <strong>{s.beautician_name}</strong>
          <span>{s.role}</span>
          <span>{t("experience", { years: s.years_of_experience })}</span>
        </li>
      ))}
    </People>
  );
}

export function PhotosTab({ photos }: { photos: ProviderDetail["photos"] }) {
  const t = useT("provider");
  if (photos.length === 0) return <p>{t("noPhotos")}</p>;
  return (
    <Photos>
      {photos.map((p) => (
        <li key={p.photo_id}>
          <img {...pictureSources(p.image, "(max-width: 640px) 50vw, 400px")} alt={p.service_name || t("photoAlt")} width="400" height="400" loading="lazy" />
        </li>
      ))}
    </Photos>
  );
}

export interface Review {
  review_id: number;
  user_name: string;
  rating: number;
  comment: string;
  created_at: string;
  /** Written by the customer of a completed booking on Saaj (the API says so). */
  verified_booking?: boolean;
  photos?: string[];
  updated_at?: string | null;
  reply?: string | null;
}

export function ReviewsTab({ reviews, averages = [], error }: { reviews: Review[]; averages?: SubRatingAverage[]; error: string | null }) {
  const t = useT("provider");
  const said = useSaid();
  const locale = useLocale();
  return (
    <section>
      <h3>{t("reviewsList")}</h3>
      {error ? <p role="alert">{said(error)}</p> : null}
      {!error && reviews.length === 0 ? <p>{t("noReviews")}</p> : null}
      <SubRatingAverages averages={averages} />
      <Reviews>
        {reviews.map((r) => (
          <li key={r.review_id}>
            <strong>{r.user_name}</strong>
            {r.verified_booking ? <Verified>✓ {t("verifiedBooking")}</Verified> : null}
            <time dateTime={r.created_at}>
              {indiaDate(r.created_at, locale)}
              {r.updated_at ? ` · ${t("edited")}` : null}
            </time>
            <Stars rating={r.rating} />
            <p>{r.comment}</p>
            <ReviewPhotos photos={r.photos ?? []} name={r.user_name} />
            {r.reply ? (
              <Reply>
                <strong>{t("replyFromProvider")}</strong>
                <p>{r.reply}</p>
              </Reply>
            ) : null}
          </li>
        ))}
      </Reviews>
    </section>
  );
}

const Reply = styled.blockquote`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radius.sm};
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;
const Timings = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  max-width: 420px;
  li {
    display: flex;
    justify-content: space-between;
    padding: 6px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;
const Map = styled.iframe`
  width: 100%;
  height: 260px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`;
const Package = styled.details`
  scroll-margin-top: calc(${({ theme }) => theme.headerHeight} + 16px);
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(4)};
  summary {
    display: flex;
    justify-content: space-between;
    cursor: pointer;
    font-weight: 700;
    min-height: 32px;
    align-items: center;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const People = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: 768px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1280px) {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    gap: 4px;
    text-align: center;
    background: #fff;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: 50%;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Photos = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    display: block;
  }
`;
const Verified = styled.span`
  justify-self: start;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: 2px 8px;
`;
const Reviews = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    background: #fff;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow};
    display: grid;
    gap: 4px;
  }
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  p {
    margin: 0;
  }
`;

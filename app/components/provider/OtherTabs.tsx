import { styled } from "styled-components";
import { rupees } from "~/lib/format";
import { indiaDate } from "~/lib/dates";
import type { ProviderDetail } from "~/lib/cart.server";
import { Stars } from "../ui/Stars";
import { AddButton } from "./AddButton";
import { directionsUrl } from "./ProviderHeader";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export function OverviewTab({ overview }: { overview: ProviderDetail["overview"] }) {
  const { latitude: lat, longitude: lng } = overview;
  const box = `${lng - 0.01},${lat - 0.01},${lng + 0.01},${lat + 0.01}`;
  return (
    <Stack>
      <section>
        <h3>Business Summary</h3>
        <p>{overview.business_summary}</p>
      </section>
      <section>
        <h3>Gender</h3>
        <p>{overview.gender_type}</p>
      </section>
      <section>
        <h3>Timings</h3>
        <Timings>
          {DAYS.filter((d) => overview.Working_hours[d]).map((d) => (
            <li key={d}>
              <span>{d}</span>
              <span>
                {overview.Working_hours[d]!.split(",")
                  .map((t) => t.trim())
                  .join(" to ")}
              </span>
            </li>
          ))}
        </Timings>
      </section>
      <section>
        <h3>Location</h3>
        <Map title="Map of the branch" loading="lazy" src={`https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat},${lng}`} />
        <p>
          <a href={directionsUrl(lat, lng)} target="_blank" rel="noreferrer">
            Get Direction
          </a>
        </p>
      </section>
    </Stack>
  );
}

export function PackagesTab({ packages, providerId, branchId, inCart }: { packages: ProviderDetail["packages"]; providerId: number; branchId: number; inCart: Set<number> }) {
  if (packages.length === 0) return <p>No packages from this provider yet.</p>;
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
              <strong>{rupees(p.service_price)}</strong>
            </summary>
            <p>
              {p.category_name || "Bridal Package"} · {p.service_time || "3 hours"}
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
  if (stylists.length === 0) return <p>No stylists listed yet.</p>;
  return (
    <People>
      {stylists.map((s) => (
        <li key={s.beautician_id}>
          <img src={s.profile_image || "/images/demo/stylist-1.svg"} alt="" width="160" height="160" loading="lazy" />
          <strong>{s.beautician_name}</strong>
          <span>{s.role}</span>
          <span>{s.years_of_experience} years of experience</span>
        </li>
      ))}
    </People>
  );
}

export function PhotosTab({ photos }: { photos: ProviderDetail["photos"] }) {
  if (photos.length === 0) return <p>No photos yet.</p>;
  return (
    <Photos>
      {photos.map((p) => (
        <li key={p.photo_id}>
          <img src={p.image} alt={p.service_name || "Work by this provider"} width="400" height="400" loading="lazy" />
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
}

export function ReviewsTab({ reviews, error }: { reviews: Review[]; error: string | null }) {
  return (
    <section>
      <h3>Reviews List</h3>
      {error ? <p role="alert">{error}</p> : null}
      {!error && reviews.length === 0 ? <p>No reviews yet. Be the first to book and share your experience.</p> : null}
      <Reviews>
        {reviews.map((r) => (
          <li key={r.review_id}>
            <strong>{r.user_name}</strong>
            <time dateTime={r.created_at}>{indiaDate(r.created_at)}</time>
            <Stars rating={r.rating} />
            <p>{r.comment}</p>
          </li>
        ))}
      </Reviews>
    </section>
  );
}

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

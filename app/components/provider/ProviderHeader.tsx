import { Link } from "react-router";
import { styled } from "styled-components";
import { Stars } from "../ui/Stars";
import { ProviderPicture } from "../ui/ProviderPicture";
import type { ProviderDetail } from "~/lib/cart.server";
import { SERVICE_TYPE } from "../../../contract/catalog";
import { useLinks } from "~/lib/links";
import { useT } from "~/i18n/use-t";
import { useReviewCount } from "~/i18n/review-count";

export const directionsUrl = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** The header card: image, branch, type, verified, rating, place, Share, Get Direction, Virtual Try-on. */
export function ProviderHeader({ p, shareTo }: { p: ProviderDetail["data"][number]; shareTo: string }) {
  const links = useLinks();
  const t = useT("provider");
  const reviewCount = useReviewCount();
  const salon = p.service_type_id === SERVICE_TYPE.salon;
  return (
    <Card>
      <ProviderPicture src={p.image_url} name={p.branch_name} salon={salon} alt={p.branch_name} width={240} height={160} sizes="(max-width: 640px) 100vw, 240px" />
      <div>
        <Title>
          <h2>{p.branch_name}</h2>
          <Type $salon={salon} title={salon ? t("salon") : t("freelancer")}>
            {salon ? t("salon") : t("freelancer")}
          </Type>
          {p.verified ? <Verified>{t("verified")}</Verified> : null}
        </Title>
        <Meta>
          {p.rating > 0 ? (
            <>
              <Stars rating={p.rating} /> {p.rating.toFixed(1)}{" "}
            </>
          ) : null}
          {p.review_count !== "0 reviews" ? <span>{reviewCount(p.review_count)}</span> : <span>{t("newOnSaaj")}</span>}
        </Meta>
        <Meta>
          {p.branch_city}, {p.branch_state}
        </Meta>
      </div>
      <Links>
        <Link to={shareTo} preventScrollReset>
          {t("share")}
        </Link>
        <a href={directionsUrl(p.branch_latitude, p.branch_longitude)} target="_blank" rel="noreferrer">
          {t("getDirection")}
        </a>
        <a href={links.tryOn} target="_blank" rel="noreferrer">
          {t("virtualTryOn")}
        </a>
      </Links>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(-10)};
  position: relative;
  img,
  [data-picture] {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    grid-row: span 2;
  }
  /* Phones: a compact header (a small square picture beside the name), so the services show sooner. */
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 88px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    margin-top: ${({ theme }) => theme.space(4)};
    img,
    [data-picture] {
      width: 88px;
      height: 88px;
      object-fit: cover;
      grid-row: auto;
    }
    h2 {
      font-size: ${({ theme }) => theme.font.size.lg};
    }
  }
`;
const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    /* Whole words; only a word wider than the phone is broken (large text sizes). */
    overflow-wrap: break-word;
  }
`;
const Type = styled.span<{ $salon: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  color: ${({ theme, $salon }) => ($salon ? theme.colors.primary : theme.colors.home)};
  background: ${({ theme, $salon }) => ($salon ? theme.colors.primarySoft : theme.colors.homeSoft)};
`;
const Verified = styled.span`
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;
const Meta = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  gap: 6px;
  align-items: center;
`;
const Links = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  ${({ theme }) => theme.media.small} {
    grid-column: 1 / -1;
    margin-top: 0;
    gap: ${({ theme }) => theme.space(2)};
    a {
      min-height: 40px;
      padding: 0 ${({ theme }) => theme.space(3)};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;

import { Link } from "react-router";
import { styled } from "styled-components";
import { Stars } from "../ui/Stars";
import { ProviderPicture } from "../ui/ProviderPicture";
import { useT } from "~/i18n/use-t";
import { useReviewCount } from "~/i18n/review-count";

export type { ProviderListItem } from "../../../contract/schemas/providers";
import type { ProviderListItem } from "../../../contract/schemas/providers";
import { SERVICE_TYPE } from "../../../contract/catalog";

/** One provider in the list; the whole card links to its detail page. */
export function ProviderCard({ p, eager }: { p: ProviderListItem; eager?: boolean }) {
  const t = useT("search");
  const reviewCount = useReviewCount();
  const salon = p.service_type_id === SERVICE_TYPE.salon;
  const href = `/Overview?provider_id=${p.provider_id}&branch_id=${p.branch_id ?? 0}`;
  const services = p.all_services
    ? p.all_services
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  return (
    <Card data-testid="provider-card">
      <Media>
        <ProviderPicture src={p.image_url} name={p.branch_name || p.provider_name} salon={salon} alt="" width={160} height={160} loading={eager ? "eager" : "lazy"} decoding="async" />
        <TypeBadge $salon={salon}>{salon ? t("salon") : t("freelancer")}</TypeBadge>
      </Media>
      <Body>
        <Title>
          <Link to={href}>{p.branch_name || p.provider_name}</Link>
          {p.verified ? <Verified title={t("verifiedProvider")}>{t("verified")}</Verified> : null}
        </Title>
        <Meta>
          {salon ? t("openingTime") : t("workingTime")}: {p.working_hours}
        </Meta>
        {p.rating > 0 ? (
          <Meta>
            <Stars rating={p.rating} /> {p.rating.toFixed(1)}
            {p.review_count !== "0 reviews" ? <span> {reviewCount(p.review_count)}</span> : null}
          </Meta>
        ) : null}
        {services.length ? (
          <Tags aria-label={t("services")}>
            {services.slice(0, 6).map((s) => (
              <li key={s}>{s}</li>
            ))}
          </Tags>
        ) : null}
        <Meta>
          {p.branch_city || p.provider_city}, {p.branch_state || p.provider_state} · {t("distance", { km: p.distance_km })}
        </Meta>
        <Book to={href} aria-label={t("bookServiceAt", { name: p.branch_name || p.provider_name })}>
          {t("bookService")}
        </Book>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 96px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Media = styled.div`
  position: relative;
  img,
  [data-picture] {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const TypeBadge = styled.span<{ $salon: boolean }>`
  position: absolute;
  left: 6px;
  top: 6px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme, $salon }) => ($salon ? theme.colors.primary : theme.colors.home)};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
  min-width: 0;
  /* Long place names (Sasthamangalam) break rather than push the card off a 320 px screen. */
  overflow-wrap: break-word;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  a {
    /* On a line of its own when the badge does not fit beside it; a word wider than the line breaks. */
    min-width: 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Verified = styled.span`
  font-size: 0.75rem;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 4px 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 0.8125rem;
  }
`;

const Book = styled(Link)`
  justify-self: start;
  margin-top: ${({ theme }) => theme.space(2)};
  padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  text-decoration: none;
`;

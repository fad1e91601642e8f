import { Link } from "react-router";
import { PillTab } from "../ui/PillTab";
import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { Stars } from "../ui/Stars";
import { ProviderPicture } from "../ui/ProviderPicture";
import { Skeleton } from "../ui/Skeleton";
import { useTabSwitching } from "~/lib/use-pending-tab";
import { ButtonLink } from "../ui/Button";
import { Carousel } from "./Carousel";
import { SectionHeading } from "./SectionHeading";
import { useSaid, useT } from "~/i18n/use-t";
import { useReviewCount } from "~/i18n/review-count";

export type { RecommendedProvider } from "../../../contract/schemas/providers";
import type { RecommendedProvider } from "../../../contract/schemas/providers";
import { SERVICE_TYPE } from "../../../contract/catalog";

const BREAKPOINTS = {
  salon: [
    { maxWidth: 1536, slides: 3 },
    { maxWidth: 1280, slides: 2 },
    { maxWidth: 640, slides: 1 },
  ],
  specialist: [
    { maxWidth: 1536, slides: 3 },
    { maxWidth: 1280, slides: 2 },
    { maxWidth: 575, slides: 1 },
  ],
};

/** 'Recommended Best': two tabs as links (?rec=specialist), each a carousel of provider cards. */
export function Recommended({ tab, providers, error, location }: { tab: "salon" | "specialist"; providers: RecommendedProvider[]; error: string | null; location: string }) {
  const t = useT("home");
  const reviewCount = useReviewCount();
  const said = useSaid();
  const switching = useTabSwitching("rec", tab, "salon");
  return (
    <Section aria-labelledby="recommended-title" id="recommended">
      <Container>
        <SectionHeading id="recommended-title">{t("recommendedTitle")}</SectionHeading>
        <Tabs aria-label={t("recommendedTabs")}>
          <PillTab to="?rec=salon#recommended" preventScrollReset aria-current={tab === "salon" ? "page" : undefined}>
            {t("recommendedSalonTab")}
          </PillTab>
          <PillTab to="?rec=specialist#recommended" preventScrollReset aria-current={tab === "specialist" ? "page" : undefined}>
            {t("recommendedSpecialistTab")}
          </PillTab>
        </Tabs>
        {switching ? <Skeleton lines={2} height={160} label={t("recommendedLoading")} /> : null}
        {switching ? null : error ? <p role="alert">{said(error)}</p> : null}
        {switching ? null : providers.length === 0 && !error ? (
          <Empty>
            <h3>{t("recommendedEmptyTitle")}</h3>
            <p>{t("recommendedEmptyText")}</p>
          </Empty>
        ) : (
          <Carousel key={tab} label={tab === "salon" ? t("recommendedSalons") : t("recommendedSpecialists")} perView={BREAKPOINTS[tab]} defaultSlides={4}>
            {providers.map((p) => (
              <Card key={`${p.provider_id}-${p.branch_id}`} to={`/Overview?provider_id=${p.provider_id}&branch_id=${p.branch_id}`}>
                <ProviderPicture src={p.image_url} name={p.name} salon={tab === "salon"} alt="" width={320} height={200} sizes="(max-width: 640px) 90vw, 320px" loading="lazy" decoding="async" />
                <strong>{p.name}</strong>
                <span>
                  {p.city}, {p.state}
                </span>
                <span>
                  <Stars rating={p.rating} /> {reviewCount(p.review_count)}
                </span>
              </Card>
            ))}
          </Carousel>
        )}
        <ViewAll>
          <ButtonLink to={`/SearchResults?type=${tab === "salon" ? SERVICE_TYPE.salon : SERVICE_TYPE.freelancer}&location=${encodeURIComponent(location)}`} $variant="secondary">
            {t("viewAll")}
          </ButtonLink>
        </ViewAll>
      </Container>
    </Section>
  );
}

const Tabs = styled.nav`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
const Card = styled(Link)`
  display: grid;
  gap: 4px;
  padding-bottom: ${({ theme }) => theme.space(4)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img,
  [data-picture] {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  strong,
  span {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    display: flex;
    gap: 4px;
    align-items: center;
  }
`;
const Empty = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(8)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
`;
const ViewAll = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

import { styled } from "styled-components";
import { useLocale, useT } from "~/i18n/use-t";
import type { SubRatingAverage } from "../../../contract/schemas/providers";

/** The averages of the sub-ratings the provider's reviews gave (skill, hygiene, punctuality, behaviour). */
export function SubRatingAverages({ averages }: { averages: SubRatingAverage[] }) {
  const t = useT("provider");
  const locale = useLocale();
  if (!averages.some((a) => a.count > 0)) return null;
  return (
    <Averages aria-labelledby="detail-ratings">
      <h4 id="detail-ratings">{t("detailRatings")}</h4>
      <dl>
        {averages.map((a) => (
          <div key={a.name}>
            <dt>{t(a.name)}</dt>
            <dd>
              {a.average === null ? (
                t("notRatedYet")
              ) : (
                <>
                  <Bar aria-hidden="true" style={{ inlineSize: `${(a.average / 5) * 100}%` }} />
                  {t.plural("averageOf", a.count, { average: a.average.toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) })}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Averages>
  );
}

/** A review's photos, small; each opens at its full size. */
export function ReviewPhotos({ photos, name }: { photos: string[]; name: string }) {
  const t = useT("provider");
  if (photos.length === 0) return null;
  return (
    <Photos>
      {photos.map((src, i) => (
        <a key={src} href={src} target="_blank" rel="noreferrer">
          <img src={src} alt={t("reviewPhoto", { n: i + 1, name })} width={96} height={96} loading="lazy" decoding="async" />
        </a>
      ))}
    </Photos>
  );
}

const Averages = styled.section`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  dl {
    display: grid;
    gap: 6px;
    margin: 0;
    max-width: 420px;
  }
  dl > div {
    display: grid;
    grid-template-columns: 7rem 1fr;
    gap: 8px;
    align-items: center;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    display: grid;
    gap: 2px;
  }
`;
const Bar = styled.span`
  display: block;
  block-size: 6px;
  border-radius: 3px;
  background: #c9a227;
`;
const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  img {
    display: block;
    object-fit: cover;
    border-radius: 8px;
  }
`;

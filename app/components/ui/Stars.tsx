import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

export const STAR_MAX = 5;

/** A read-only five-star rating, announced as text. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const t = useT("common");
  const value = Math.max(0, Math.min(STAR_MAX, rating));
  return (
    <Row role="img" aria-label={t("rated", { value: value.toFixed(1), max: STAR_MAX })}>
      {Array.from({ length: STAR_MAX }, (_, i) => (
        <svg key={i} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true">
          <path d="M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7z" fill={i + 0.5 <= value ? "#C9A227" : "#E3D9DC"} />
        </svg>
      ))}
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  vertical-align: middle;
`;

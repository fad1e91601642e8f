import { styled, keyframes } from "styled-components";
import { useT } from "~/i18n/use-t";

/** The spec's loading placeholder: grey blocks with a 4.2 s shimmer (still under reduced motion). */
export const SKELETON_ANIMATION_SECONDS = 4.2;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export function Skeleton({ lines = 4, label, height = 72 }: { lines?: number; label?: string; height?: number }) {
  const t = useT("common");
  return (
    <Wrap role="status" aria-label={label ?? t("loadingEllipsis")} data-testid="skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <Block key={i} $short={i % 3 === 2} $height={height} />
      ))}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
const Block = styled.div<{ $short: boolean; $height: number }>`
  height: ${({ $height }) => $height}px;
  width: ${({ $short }) => ($short ? "60%" : "100%")};
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(90deg, #efe7ea 25%, #f8f3f5 50%, #efe7ea 75%);
  background-size: 400% 100%;
  animation: ${shimmer} ${SKELETON_ANIMATION_SECONDS}s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

import type { ImgHTMLAttributes } from "react";
import { styled } from "styled-components";
import { pictureSources } from "~/lib/pictures";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "sizes"> & {
  src: string | null | undefined;
  /** Whose picture: its initials stand in when there is none. */
  name: string;
  salon: boolean;
  width: number;
  height: number;
  /** How wide it shows (for srcset): its width by default. */
  sizes?: string;
};

/** The first letters of the first two words: "Kesar Studio" → "KS". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

/** A provider's picture, or a monogram in the type's colour (salon rose, home blue) when there is none. */
export function ProviderPicture({ src, name, salon, width, height, sizes = `${width}px`, alt, className, ...img }: Props) {
  if (src) return <img {...pictureSources(src, sizes)} alt={alt} width={width} height={height} className={className} {...img} />;
  return (
    <Monogram
      data-picture
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={className}
      $salon={salon}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {initials(name)}
    </Monogram>
  );
}

const Monogram = styled.div<{ $salon: boolean }>`
  display: grid;
  place-items: center;
  width: 100%;
  background: ${({ theme, $salon }) => ($salon ? theme.colors.primarySoft : theme.colors.homeSoft)};
  color: ${({ theme, $salon }) => ($salon ? theme.colors.primaryDark : theme.colors.home)};
  font-weight: 800;
  font-size: 2rem;
  letter-spacing: 0.05em;
`;

import type { MetaFunction } from "@remix-run/node";
import { styled } from "styled-components";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Imagine | Saaj" }];

export default function Imagine() {
  return (
    <InfoPage title="Imagine" lead="Looks our artists have created: a little inspiration for your day.">
      <Gallery>
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i}>
            <img src={`/images/demo/photo-${i + 1}.svg`} alt={`Inspiration look ${i + 1}`} width="300" height="300" loading={i < 3 ? "eager" : "lazy"} />
          </li>
        ))}
      </Gallery>
    </InfoPage>
  );
}

const Gallery = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(3, 1fr);
  ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, 1fr);
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

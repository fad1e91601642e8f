import type { MetaFunction } from "@remix-run/node";
import { styled } from "styled-components";
import { InfoPage } from "~/components/info/InfoPage";

export const meta: MetaFunction = () => [{ title: "Our Team | Saaj" }];

const TEAM = [
  {
    name: "Anjali Menon",
    role: "Co-founder and CEO",
    photo: "/images/demo/stylist-1.svg",
    bio: "Anjali spent fifteen years in retail in Kochi and Bengaluru before starting Saaj. She visits a partner salon every week, because the best ideas come from the people doing the work.",
  },
  {
    name: "Rahul Krishnan",
    role: "Co-founder and CTO",
    photo: "/images/demo/stylist-2.svg",
    bio: "Rahul has built booking and payment systems for Indian start-ups. He tests every Saaj page on an old phone on a slow network before it goes live.",
  },
];

export default function OurTeam() {
  return (
    <InfoPage title="Our Team" lead="A small team in Thiruvananthapuram and Bengaluru, and thousands of professionals across India.">
      <Grid>
        {TEAM.map((m) => (
          <Member key={m.name}>
            <img src={m.photo} alt={`Portrait of ${m.name}`} width="120" height="120" loading="lazy" />
            <div>
              <h2>{m.name}</h2>
              <Role>{m.role}</Role>
              <p>{m.bio}</p>
            </div>
          </Member>
        ))}
      </Grid>
    </InfoPage>
  );
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;
const Member = styled.article`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  img {
    border-radius: 50%;
  }
  h2 {
    margin: 0 !important;
  }
  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr;
  }
`;
const Role = styled.p`
  margin: 4px 0 8px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold} !important;
`;

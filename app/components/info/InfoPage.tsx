import type { MetaDescriptor } from "react-router";
import type { ReactNode } from "react";
import { styled } from "styled-components";
import type { Catalog } from "~/i18n/messages/en";
import type { LoaderMessages } from "~/i18n/use-t";
import { PageBanner } from "../layout/PageBanner";
import { Container, Section } from "../ui/Container";

/** An information page's title, in the language its loader sent ('about' or 'info'); none without one, as on an error. */
export function infoMeta<A extends "about" | "info">(data: LoaderMessages | undefined, area: A, key: Extract<keyof Catalog[A], string>): MetaDescriptor[] {
  const title = data?.messages?.[area]?.[key];
  return title ? [{ title }] : [];
}

/**
 * The frame of every information page: a banner, an optional note (the legal pages' word on
 * which language applies), an optional lead paragraph, readable prose.
 */
export function InfoPage({ title, note, lead, children }: { title: string; note?: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageBanner title={title} />
      <Section>
        <Prose>
          {note ? <Note role="note">{note}</Note> : null}
          {lead ? <Lead>{lead}</Lead> : null}
          {children}
        </Prose>
      </Section>
    </>
  );
}

const Prose = styled(Container)`
  max-width: 860px;
  h2 {
    margin-top: ${({ theme }) => theme.space(8)};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-size: 1.4rem;
  }
  h3 {
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: 1.1rem;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.text};
  }
  li + li {
    margin-top: 6px;
  }
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.goldSoft};
  font-weight: 600;
`;

const Lead = styled.p`
  font-size: 1.2rem;
  color: ${({ theme }) => theme.colors.muted} !important;
`;

/** A grid of value/feature cards used by several pages. */
export const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(6)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    margin: 0;
    padding: ${({ theme }) => theme.space(5)};
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

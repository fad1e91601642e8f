import { PillTab } from "../ui/PillTab";
import { Skeleton } from "../ui/Skeleton";
import { useTabSwitching } from "~/lib/use-pending-tab";
import { styled } from "styled-components";
import { Container, Section } from "../ui/Container";
import { SectionHeading } from "./SectionHeading";
import { useSaid, useT } from "~/i18n/use-t";

export interface FaqItem {
  faq_id: number;
  question: string;
  answer: string;
}

/** Tabs are links (?faq=salon); the accordion is an exclusive <details name> group: one open at a time. */
export function Faq({ tab, faqs, error }: { tab: "home" | "salon"; faqs: FaqItem[]; error: string | null }) {
  const t = useT("home");
  const said = useSaid();
  const switching = useTabSwitching("faq", tab, "home");
  return (
    <Section aria-labelledby="faq-title" id="faq">
      <Container>
        <SectionHeading id="faq-title">{t("faqTitle")}</SectionHeading>
        <Tabs aria-label={t("faqTabs")}>
          <PillTab to="?faq=home#faq" preventScrollReset aria-current={tab === "home" ? "page" : undefined}>
            {t("faqHomeTab")}
          </PillTab>
          <PillTab to="?faq=salon#faq" preventScrollReset aria-current={tab === "salon" ? "page" : undefined}>
            {t("faqSalonTab")}
          </PillTab>
        </Tabs>
        {switching ? (
          <List>
            <Skeleton lines={5} height={56} label={t("faqLoading")} />
          </List>
        ) : null}
        {switching ? null : error ? <Err role="alert">{tab === "salon" ? t("faqError", { message: said(error) }) : said(error)}</Err> : null}
        <List hidden={switching}>
          {faqs.map((f) => (
            <details key={f.faq_id} name={`faq-${tab}`}>
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </List>
      </Container>
    </Section>
  );
}

const Tabs = styled.nav`
  display: flex;
  justify-content: center;
  gap: 8px;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
const List = styled.div`
  max-width: 800px;
  margin: 0 auto;
  display: grid;
  gap: 8px;
  details {
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  summary {
    padding: ${({ theme }) => theme.space(4)};
    font-weight: 700;
    cursor: pointer;
  }
  p {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
    max-height: 384px;
    overflow-y: auto;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Err = styled.p`
  color: ${({ theme }) => theme.colors.error};
  text-align: center;
`;

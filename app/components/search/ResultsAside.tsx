import { Link } from "react-router";
import { styled } from "styled-components";
import { CallbackForm, type Result } from "~/components/search/CallbackForm";
import { useT } from "~/i18n/use-t";

/** The results' side column on large screens: 'Request a callback' and the technology advert. */
export function ResultsAside({ action, callback }: { action: string; callback?: Result["callback"] }) {
  const t = useT("search");
  return (
    <Side>
      <CallbackForm action={action} fallback={callback} />
      <Advert to="/OurTechnology">
        <strong>{t("advertTitle")}</strong>
        <span>{t("advertText")}</span>
      </Advert>
    </Side>
  );
}

const Side = styled.aside`
  display: none;
  ${({ theme }) => theme.media.large} {
    display: grid;
    gap: ${({ theme }) => theme.space(6)};
    align-content: start;
  }
`;

const Advert = styled(Link)`
  display: grid;
  gap: 8px;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryDark}, ${({ theme }) => theme.colors.primary});
  color: #fff;
  text-decoration: none;
  strong {
    font-size: 1.2rem;
  }
`;

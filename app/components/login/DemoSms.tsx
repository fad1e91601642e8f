import { styled } from "styled-components";
import { useT } from "~/i18n/use-t";

/** Demo mode only: the text message a customer would have received, so anyone can log in. */
export function DemoSms({ text }: { text: string | null | undefined }) {
  const t = useT("login");
  if (!text) return null;
  return (
    <Box aria-label={t("demoSms")} data-testid="demo-sms">
      <strong>{t("demoSms")}</strong>
      <p>{text}</p>
    </Box>
  );
}

const Box = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.homeSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.info};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
`;

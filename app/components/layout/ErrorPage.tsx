import { styled } from "styled-components";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { useT } from "~/i18n/use-t";

export function ErrorPage({ title, message, status }: { title: string; message: string; status?: number }) {
  const t = useT("common");
  return (
    <Wrap>
      <h1>{title}</h1>
      <p>{message}</p>
      {status ? <Status>{t("errorStatus", { status })}</Status> : null}
      <ButtonLink to="/">{t("backToHome")}</ButtonLink>
    </Wrap>
  );
}

const Wrap = styled(Container)`
  padding-top: calc(${({ theme }) => theme.headerHeight} + 48px);
  padding-bottom: 64px;
  text-align: center;
  min-height: 50vh;
`;

const Status = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

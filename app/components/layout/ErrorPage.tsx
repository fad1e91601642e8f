import { styled } from "styled-components";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";

export function ErrorPage({ title, message }: { title: string; message: string }) {
  return (
    <Wrap>
      <h1>{title}</h1>
      <p>{message}</p>
      <ButtonLink to="/">Back to Home</ButtonLink>
    </Wrap>
  );
}

const Wrap = styled(Container)`
  padding-top: calc(${({ theme }) => theme.headerHeight} + 48px);
  padding-bottom: 64px;
  text-align: center;
  min-height: 50vh;
`;

import { PageBanner } from "~/components/layout/PageBanner";
import { Container, Section } from "~/components/ui/Container";

export default function Page() {
  return (
    <>
      <PageBanner title="AI Avatar" />
      <Section>
        <Container>
          <p>This page is being written.</p>
        </Container>
      </Section>
    </>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../../components/page-meta';
import { MissionSection, StorySection, ValuesSection } from '../components/about/about-sections';
import { ContactSection } from '../components/about/contact-section';

export function AboutRoute() {
  return (
    <Container size="lg" py="xl">
      <PageMeta
        title="About Us"
        description="Why we built a marketplace for domains under $1,000: a flat $9.99 per listing, 0% commission, and a contact form that reaches us within 24 hours on business days."
        path="/about"
      />
      <Stack gap={56}>
        <Stack gap="sm" maw={720}>
          <Title order={1}>About Us</Title>
          <Text fz="lg">
            A marketplace for domain names priced at $1,000 or less, where sellers pay a flat fee
            and keep every dollar of the sale.
          </Text>
        </Stack>
        <StorySection />
        <ValuesSection />
        <MissionSection />
        <ContactSection />
      </Stack>
    </Container>
  );
}

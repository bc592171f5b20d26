import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PUBLIC_LINKS } from './nav-links';

const SOCIAL_URL = 'https://x.com/';

export function AppFooter() {
  return (
    <Container component="footer" size="lg" py="xl" mt="xl">
      <Divider mb="xl" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        <Stack gap={4}>
          <Text fw={800}>DomainLiquidate</Text>
          <Text size="sm" c="dimmed">
            Sell domains under $1,000 for a flat $9.99. No commissions, ever.
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="sm">
            Quick Links
          </Title>
          {PUBLIC_LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
              {link.label}
            </Anchor>
          ))}
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="sm">
            Get in Touch
          </Title>
          <Anchor component={Link} to="/about#contact" size="sm" c="dimmed">
            Contact Us
          </Anchor>
          <Anchor href={SOCIAL_URL} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed">
            Follow us on X
          </Anchor>
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" mt="xl">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Domain Liquidation Marketplace
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/terms" size="xs" c="dimmed">
            Terms
          </Anchor>
          <Anchor component={Link} to="/privacy" size="xs" c="dimmed">
            Privacy
          </Anchor>
        </Group>
      </Group>
    </Container>
  );
}

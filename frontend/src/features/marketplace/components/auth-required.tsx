import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPercentage, IconShieldCheck, IconWorld } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';

const BENEFITS = [
  {
    icon: IconPercentage,
    title: '0% Commission',
    text: 'Sellers pay a flat $9.99 fee per listing and keep the whole sale price.',
  },
  {
    icon: IconShieldCheck,
    title: 'Secure Transactions',
    text: 'Pay safely through escrow: the seller is paid once the domain is yours.',
  },
  {
    icon: IconWorld,
    title: 'Quality Domains',
    text: 'Every domain on the marketplace is priced under $1,000.',
  },
];

/** What signed-out visitors see instead of the marketplace (spec section 2). */
export function AuthRequired() {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl" align="center" ta="center">
        <IconLock size={48} aria-hidden />
        <Title order={1}>Authentication Required</Title>
        <Text size="lg">You must create an account to view the marketplace and submit offers</Text>
        <Group justify="center">
          <Button component={Link} to="/signup" size="md">
            Create Account
          </Button>
          <Button component={Link} to={`/login?redirect=${back}`} size="md" variant="default">
            Sign In
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} w="100%">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder padding="lg" radius="md">
              <Stack gap="xs" align="center">
                <Icon size={32} aria-hidden />
                <Text fw={700}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

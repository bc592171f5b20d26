import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={80}>
      <PageMeta title="Page Not Found" path={pathname} />
      <Stack align="center" gap="md">
        <Text fw={800} fz={64} c="indigo.2" lh={1}>
          404
        </Text>
        <Title order={1} ta="center">
          Page Not Found
        </Title>
        <Text c="dimmed" ta="center">
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/">
          Back to Home
        </Button>
      </Stack>
    </Container>
  );
}

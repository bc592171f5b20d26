import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function DomainNotFound() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Domain Not Found</Title>
        <Text c="dimmed">
          The domain you&apos;re looking for doesn&apos;t exist or you don&apos;t have access to it.
        </Text>
        <Button component={Link} to="/dashboard">
          Back to Dashboard
        </Button>
      </Stack>
    </Container>
  );
}

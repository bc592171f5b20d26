import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled block of the billing page, findable by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" role="region" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Spec section 8, "Billing": a load failure with a Try Again button. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          Try Again
        </Button>
      </Group>
    </Alert>
  );
}

import { Alert, Button, Stack, Text } from '@mantine/core';

/** A failed load: the reason, and Try Again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}

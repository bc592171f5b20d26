import { Alert, Button, Stack, Text } from '@mantine/core';
import { failureMessage, isForbidden } from '../errors';
import { AuditorsOnlyNotice } from './auditors-only';

/** A failed load: "Auditors only" when the server refuses the caller, else the reason and Try Again. */
export function AuditLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isForbidden(error)) return <AuditorsOnlyNotice />;
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureMessage(error)}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}

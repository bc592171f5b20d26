import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

const EXPLANATION =
  'The audit screens show the whole marketplace’s event log, so only accounts with the auditor role can open them.';
const RECENTLY_MADE =
  'If you were made an auditor a moment ago, sign out and sign in again: the role applies from the next sign-in.';

/** The page a signed-in user without the auditor role sees at /audit. */
export function AuditorsOnlyPage() {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Auditors only</Title>
        <Text>{EXPLANATION}</Text>
        <Text size="sm" c="dimmed">
          {RECENTLY_MADE}
        </Text>
        <Button component={Link} to="/dashboard">
          Back to the dashboard
        </Button>
      </Stack>
    </Container>
  );
}

/** The same, inside an audit screen, when the server refuses the caller (403). */
export function AuditorsOnlyNotice() {
  return (
    <Alert color="orange" variant="light" title="Auditors only" role="alert">
      <Stack gap="xs">
        <Text size="sm">The server refused: this account does not have the auditor role.</Text>
        <Text size="sm">{RECENTLY_MADE}</Text>
      </Stack>
    </Alert>
  );
}

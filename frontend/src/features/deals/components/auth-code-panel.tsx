import {
  Alert,
  Code,
  CopyButton,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { useEnterAuthCode, useRevealAuthCode } from '../api/use-auth-code';
import { failureMessage } from '../errors';
import { BusyButton } from './busy-button';

/** The seller's side: enter the code, or replace it, and whether the buyer has seen it. */
function EnterAuthCode({ timeline }: { timeline: Timeline }) {
  const enter = useEnterAuthCode(timeline.id);
  const [code, setCode] = useState('');
  const entered = timeline.auth_code;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enter.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <Text size="sm">
        {entered
          ? `Entered ${formatDateTime(entered.entered_at)}; ${entered.viewed_at ? `the buyer saw it ${formatDateTime(entered.viewed_at)}` : 'the buyer has not seen it yet'}. A new code replaces it, and the buyer may see the new one once.`
          : 'Get the auth code (EPP code) from your registrar and enter it here: the buyer is shown it once, and it is erased once the name is transferred.'}
      </Text>
      <PasswordInput
        label={entered ? 'New auth code' : 'Auth code'}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        autoComplete="off"
        required
      />
      {enter.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(enter.error)}
        </Alert>
      )}
      <BusyButton type="submit" busy={enter.isPending} w="fit-content">
        {entered ? 'Replace the auth code' : 'Save the auth code'}
      </BusyButton>
    </Stack>
  );
}

/** The buyer's side: the code shown once, on request, with a copy button. */
function RevealAuthCode({ timeline }: { timeline: Timeline }) {
  const reveal = useRevealAuthCode(timeline.id);
  const entered = timeline.auth_code;
  if (reveal.data)
    return (
      <Stack gap="sm">
        <Alert color="yellow" variant="light" title="Shown once">
          Copy it now: this page is the only place it is shown.
        </Alert>
        <Group gap="sm">
          <Code fz="lg" data-testid="auth-code">
            {reveal.data.auth_code}
          </Code>
          <CopyButton value={reveal.data.auth_code}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    );
  if (!entered) return <Text size="sm">The seller has not entered the auth code yet.</Text>;
  if (entered.viewed_at)
    return (
      <Text size="sm">
        {`You were shown the auth code ${formatDateTime(entered.viewed_at)}. If you need it again, ask the seller to enter a new one.`}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm">
        The seller entered the auth code. It is shown once: have your registrar’s transfer page
        open.
      </Text>
      {reveal.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(reveal.error)}
        </Alert>
      )}
      <BusyButton busy={reveal.isPending} onClick={() => reveal.mutate()} w="fit-content">
        Show the auth code
      </BusyButton>
    </Stack>
  );
}

/** The name's transfer auth code, while the transfer is under way (payment secured). */
export function AuthCodePanel({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  if (timeline.status !== 'open' || timeline.stage !== 'payment_secured') return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h3">
          Transfer auth code
        </Title>
        {timeline.role === 'seller' ? (
          <EnterAuthCode timeline={timeline} />
        ) : (
          <RevealAuthCode timeline={timeline} />
        )}
      </Stack>
    </Paper>
  );
}

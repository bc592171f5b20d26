import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDate } from '../../../lib/format';
import type { Timeline } from '../api/timeline';

const BEFORE_DELIVERY: ReadonlyArray<Timeline['stage']> = [
  'agreed',
  'escrow_opened',
  'payment_secured',
];

function whoDoes(who: 'seller' | 'buyer', role: Timeline['role']): string {
  if (who === role) return 'You';
  return who === 'seller' ? 'The seller' : 'The buyer';
}

/**
 * How the name moves: a push between two accounts at the registrar it is at, or a transfer to
 * the buyer's registrar with the auth code, step by step with whose step it is, and the 60-day
 * lock when one applies. Shown until the name is delivered.
 */
export function TransferGuidePanel({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  const guide = timeline.transfer_guide;
  if (!guide || timeline.status !== 'open' || !BEFORE_DELIVERY.includes(timeline.stage)) {
    return null;
  }
  const heading =
    guide.method === 'push'
      ? `A push within ${guide.to_registrar ?? 'the registrar'}`
      : guide.method === 'transfer'
        ? `A transfer from ${guide.from_registrar ?? 'the seller’s registrar'} to ${guide.to_registrar ?? 'the buyer’s registrar'}`
        : 'Waiting for the buyer’s registrar';
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h3">
          Transfer guide
        </Title>
        <Text fw={600}>{heading}</Text>
        {guide.locked_until && (
          <Alert color="yellow" variant="light" title="60-day lock">
            {`The name cannot move to another registrar before ${formatDate(guide.locked_until)}.`}
          </Alert>
        )}
        <List type="ordered" spacing="xs" aria-label="Transfer steps">
          {guide.steps.map((step) => (
            <List.Item key={step.text}>
              <Text size="sm">
                <strong>{whoDoes(step.who, timeline.role)}:</strong> {step.text}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

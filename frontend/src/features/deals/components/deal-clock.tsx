import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { countOf, formatDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { type Timeline, timelineQueryOptions } from '../api/timeline';
import { DEADLINE_ROLES, type DealDeadline, deadlineCountdown } from '../deal-clock-text';

type Clock = NonNullable<Timeline['clock']>;

const DEADLINE_NAMES: Record<DealDeadline, string> = {
  payment: 'payment',
  transfer: 'transfer',
};

/** Who may do what now, from the reader's side. */
function standing(clock: Clock, deadline: DealDeadline, role: Timeline['role'], overdue: boolean) {
  if (!overdue)
    return 'This deal binds both of you: it can be cancelled only once a deadline is missed.';
  const { due, waits } = DEADLINE_ROLES[deadline];
  const missed = `${role === due ? 'You' : `The ${due}`} missed the ${DEADLINE_NAMES[deadline]} deadline`;
  return clock.can_cancel
    ? `${missed}: you may now cancel the deal, and the name goes back on the marketplace.`
    : `${missed}: the ${waits} may now cancel the deal.`;
}

/**
 * The deadlines of a deal from an accepted offer: a countdown to the one running now, read again
 * every minute and in red once passed, the two deadlines, and who may cancel.
 */
export function DealClock({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const now = useNow();
  const { clock } = timeline;
  const deadline = timeline.status === 'open' ? clock?.next_deadline : null;
  const dueAt = clock?.next_due_at;
  const countdown = deadline && dueAt ? deadlineCountdown(deadline, dueAt, now) : null;
  // The deadline passed while the page was open: the server now says who may cancel.
  const passedHere = countdown !== null && countdown.overdue && clock?.overdue === false;
  useEffect(() => {
    if (passedHere)
      void queryClient.invalidateQueries({ queryKey: timelineQueryOptions(timeline.id).queryKey });
  }, [passedHere, queryClient, timeline.id]);

  if (!clock || !deadline || !dueAt || !countdown) return null;
  const overdue = countdown.overdue || clock.overdue;

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      id="deal-clock"
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Title id={titleId} order={2} size="h3">
            Deadline
          </Title>
          {overdue && (
            <Badge color="red" variant="light">
              Overdue
            </Badge>
          )}
        </Group>
        <Text fz="xl" fw={700} c={overdue ? 'red.9' : undefined} data-testid="deal-countdown">
          {countdown.text}
        </Text>
        <Text size="sm" c="dimmed">
          {`Due by ${formatDateTime(dueAt)}`}
        </Text>
        <List size="sm" spacing={2} aria-label="Deadlines of the deal">
          <List.Item>
            {`Payment into escrow: due by ${formatDateTime(clock.payment_due_at)}.`}
          </List.Item>
          <List.Item>
            {clock.transfer_due_at
              ? `Transfer of the name: due by ${formatDateTime(clock.transfer_due_at)}.`
              : `Transfer of the name: within ${countOf(clock.transfer_days, 'day')} of payment.`}
          </List.Item>
        </List>
        <Text size="sm">{standing(clock, deadline, timeline.role, overdue)}</Text>
      </Stack>
    </Paper>
  );
}

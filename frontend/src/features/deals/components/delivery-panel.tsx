import { Alert, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { useCheckDeliveryNow } from '../api/use-check-delivery';
import { useSetReceivingRegistrar } from '../api/use-receiving-registrar';
import { failureMessage } from '../errors';
import { BusyButton } from './busy-button';

const BEFORE_TRANSFER: ReadonlyArray<Timeline['stage']> = [
  'agreed',
  'escrow_opened',
  'payment_secured',
];

/** The buyer names where they receive the name. */
function ReceivingRegistrarForm({ timeline }: { timeline: Timeline }) {
  const save = useSetReceivingRegistrar(timeline.id);
  const [registrar, setRegistrar] = useState(timeline.receiving_registrar ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(registrar.trim());
  };
  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <TextInput
        label="Your registrar"
        description="Where you receive the name, as the registrar names itself (Porkbun, Namecheap…)"
        value={registrar}
        onChange={(event) => setRegistrar(event.currentTarget.value)}
        maxLength={100}
        required
      />
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(save.error)}
        </Alert>
      )}
      <BusyButton type="submit" busy={save.isPending} w="fit-content">
        Save the registrar
      </BusyButton>
    </Stack>
  );
}

/** Asks the registry now, rather than at the watch's next look; says when nothing changed. */
function CheckNow({ timeline }: { timeline: Timeline }) {
  const check = useCheckDeliveryNow(timeline.id);
  return (
    <Stack gap="xs">
      <BusyButton
        variant="light"
        w="fit-content"
        busy={check.isPending}
        onClick={() => check.mutate()}
      >
        Check the registry now
      </BusyButton>
      {check.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(check.error)}
        </Alert>
      )}
      {check.isSuccess && check.data.stage === 'payment_secured' && !check.data.hold && (
        <Text size="sm" role="status">
          {`Not there yet: the registry still shows ${check.data.name_record?.registrar_of_record ?? 'the name elsewhere'}.`}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Where the name goes and how its arrival is known: the buyer's registrar, the watch on the
 * name's registration data while the transfer is under way, and a hold when that data shows
 * something wrong.
 */
export function DeliveryPanel({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  const open = timeline.status === 'open';
  const beforeTransfer = open && BEFORE_TRANSFER.includes(timeline.stage);
  if (!beforeTransfer && !timeline.hold) return null;
  const receiving = timeline.receiving_registrar;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h3">
          Delivery
        </Title>
        {timeline.hold && (
          <Alert color="red" variant="light" title="On hold" role="alert">
            <Stack gap={4}>
              <Text size="sm">{timeline.hold.message}</Text>
              <Text size="xs" c="dimmed">
                {`Since ${formatDateTime(timeline.hold.since)}`}
              </Text>
            </Stack>
          </Alert>
        )}
        {beforeTransfer && (
          <Text size="sm">
            {receiving
              ? `The name goes to ${receiving}. Once payment is secured, its registration data is checked and the deal moves to Domain transferred by itself when it arrives there.`
              : timeline.role === 'buyer'
                ? 'Name the registrar where you receive the name: the deal then sees it arrive by itself.'
                : 'The buyer has not named their registrar yet.'}
          </Text>
        )}
        {beforeTransfer && timeline.role === 'buyer' && (
          <ReceivingRegistrarForm timeline={timeline} />
        )}
        {open && timeline.stage === 'payment_secured' && receiving && !timeline.hold && (
          <CheckNow timeline={timeline} />
        )}
      </Stack>
    </Paper>
  );
}

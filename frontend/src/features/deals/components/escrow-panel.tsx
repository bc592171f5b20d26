import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import type { Timeline } from '../api/timeline';
import { type EscrowTerms, useOpenEscrow } from '../api/use-open-escrow';
import { failureMessage } from '../errors';
import { BusyButton } from './busy-button';

type FeePayer = NonNullable<EscrowTerms['fee_payer']>;

const FEE_PAYERS: Array<{ value: FeePayer; label: string }> = [
  { value: 'buyer', label: 'The buyer' },
  { value: 'seller', label: 'The seller' },
  { value: 'split', label: 'Split in halves' },
];
const INSPECTION_DAYS = { min: 1, max: 30, default: 3 };

function feePayerText(feePayer: FeePayer): string {
  return feePayer === 'split'
    ? 'Escrow.com’s fee is split in halves'
    : `The ${feePayer} pays Escrow.com’s fee`;
}

/** The open escrow: its number, its terms, and for the buyer the link to pay. */
function OpenEscrow({
  timeline,
  escrow,
}: {
  timeline: Timeline;
  escrow: NonNullable<Timeline['escrow']>;
}) {
  if (escrow.state === 'requested')
    return (
      <Text size="sm">Escrow.com is opening the escrow; this page shows it once it answers.</Text>
    );
  return (
    <Stack gap="xs">
      <Text size="sm">
        {`Escrow.com transaction ${escrow.escrow_id ?? ''}. ${feePayerText(escrow.fee_payer)}; the buyer has ${escrow.inspection_days} ${escrow.inspection_days === 1 ? 'day' : 'days'} to check the name once it is transferred.`}
      </Text>
      <Text size="sm" c="dimmed">
        Payment, transfer and release are followed at Escrow.com: the stages here move by
        themselves.
      </Text>
      {timeline.role === 'buyer' && escrow.pay_url && timeline.status === 'open' && (
        <Button
          component="a"
          href={escrow.pay_url}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={<IconExternalLink size={16} aria-hidden />}
          w="fit-content"
        >
          Pay at Escrow.com
        </Button>
      )}
      {timeline.role === 'seller' && escrow.pay_url && (
        <Anchor href={escrow.pay_url} target="_blank" rel="noopener noreferrer" size="sm">
          See the transaction at Escrow.com
        </Anchor>
      )}
    </Stack>
  );
}

/** Who pays the fee and how long the buyer inspects, then the escrow opened at Escrow.com. */
function OpenEscrowForm({ timeline }: { timeline: Timeline }) {
  const open = useOpenEscrow(timeline.id);
  const [feePayer, setFeePayer] = useState<FeePayer>('buyer');
  const [inspectionDays, setInspectionDays] = useState<number | string>(INSPECTION_DAYS.default);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = typeof inspectionDays === 'number' ? inspectionDays : INSPECTION_DAYS.default;
    open.mutate({ fee_payer: feePayer, inspection_days: days });
  };
  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <Text size="sm">
        Open the escrow at Escrow.com from here: both of you get its mail, the buyer pays there, and
        this deal follows it to the end.
      </Text>
      <NativeSelect
        label="Escrow.com’s fee is paid by"
        data={FEE_PAYERS}
        value={feePayer}
        onChange={(event) => setFeePayer(event.currentTarget.value as FeePayer)}
      />
      <NumberInput
        label="Inspection period (days)"
        description="Days the buyer has to check the name once it is transferred"
        min={INSPECTION_DAYS.min}
        max={INSPECTION_DAYS.max}
        allowDecimal={false}
        clampBehavior="strict"
        value={inspectionDays}
        onChange={setInspectionDays}
      />
      {open.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(open.error)}
        </Alert>
      )}
      <BusyButton type="submit" busy={open.isPending} w="fit-content">
        Open escrow at Escrow.com
      </BusyButton>
    </Stack>
  );
}

/**
 * The deal's escrow at Escrow.com, where this site is set up for it: the form that opens it
 * before payment, then its number, terms and pay link. Nothing where deals move by hand.
 */
export function EscrowPanel({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  const { escrow } = timeline;
  const beforePayment = timeline.stage === 'agreed' || timeline.stage === 'escrow_opened';
  const canOpen = !escrow && timeline.status === 'open' && beforePayment;
  if (!timeline.escrow_by_api || (!escrow && !canOpen)) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title id={titleId} order={2} size="h3">
          Escrow
        </Title>
        {escrow ? (
          <OpenEscrow timeline={timeline} escrow={escrow} />
        ) : (
          <OpenEscrowForm timeline={timeline} />
        )}
      </Stack>
    </Paper>
  );
}

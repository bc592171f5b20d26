import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDate, formatUsd } from '../../../lib/format';
import type { Timeline } from '../api/timeline';

type RiskCheck = Timeline['risk_checks'][number];

const LEVELS: Record<RiskCheck['level'], { label: string; color: string }> = {
  red: { label: 'Red flag', color: 'red' },
  amber: { label: 'Note', color: 'yellow' },
  unknown: { label: 'Unknown', color: 'gray' },
  ok: { label: 'OK', color: 'green' },
};

const BEFORE_PAYMENT: ReadonlyArray<Timeline['stage']> = ['agreed', 'escrow_opened'];

/**
 * What the buyer should know of the name before paying: ownership, the registry's statuses, a
 * recent move or registration, the expiry and the yearly renewal, red flags first, none hidden.
 * Both sides see it until payment is secured.
 */
export function NameChecksPanel({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  const record = timeline.name_record;
  if (timeline.status !== 'open' || !BEFORE_PAYMENT.includes(timeline.stage) || !record) {
    return null;
  }
  const reds = timeline.risk_checks.filter((check) => check.level === 'red').length;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title id={titleId} order={2} size="h3">
            Before you pay
          </Title>
          <Text size="sm" c={reds > 0 ? 'red' : 'dimmed'}>
            {reds === 0 ? 'No red flags' : reds === 1 ? '1 red flag' : `${reds} red flags`}
          </Text>
        </Group>
        <List spacing="xs" listStyleType="none" aria-label="Checks of the name">
          {timeline.risk_checks.map((check) => (
            <List.Item key={check.code}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Badge
                  color={LEVELS[check.level].color}
                  variant="light"
                  miw={96}
                  style={{ flexShrink: 0 }}
                >
                  {LEVELS[check.level].label}
                </Badge>
                <Text size="sm">{check.message}</Text>
              </Group>
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          {record.checked_at
            ? `From the name's DNS and registry records, read on ${formatDate(record.checked_at)}.`
            : 'The name’s DNS and registry records have not been read yet.'}
          {record.renewal && (
            <>
              {` Renewal of ${formatUsd(record.renewal.usd)} from `}
              <Anchor href={record.renewal.source} target="_blank" rel="noreferrer" size="xs">
                {`${record.renewal.registrar}'s price list`}
              </Anchor>
              {` of ${record.renewal.listed}.`}
            </>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}

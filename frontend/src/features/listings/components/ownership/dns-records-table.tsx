import {
  ActionIcon,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNarrowScreen } from '../../../../lib/use-narrow-screen';
import type { DnsRecordToPublish } from '../../api/listing-ownership';

function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'blue' : 'gray'}
            onClick={copy}
            aria-label={copied ? `${label}: copied` : label}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** A cell's text with its copy button; long values break anywhere rather than widen the table. */
function Copyable({ text, label }: { text: string; label: string }) {
  return (
    <Group component="span" gap={4} wrap="nowrap" align="flex-start">
      <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      <CopyValue value={text} label={label} />
    </Group>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** Below the `sm` breakpoint a four-column table leaves the value a few letters wide. */
function RecordCards({ records, label }: { records: DnsRecordToPublish[]; label: string }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={label}>
      {records.map((record) => (
        <Paper component="li" key={`${record.host} ${record.value}`} withBorder p="sm">
          <Stack component="dl" gap="xs" m={0}>
            <Field label="Host">
              <Copyable text={record.host} label="Copy host" />
            </Field>
            <SimpleGrid cols={2}>
              <Field label="Type">{record.type}</Field>
              <Field label="TTL">{record.ttl}</Field>
            </SimpleGrid>
            <Field label="Value">
              <Copyable text={record.value} label="Copy value" />
            </Field>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** DNS records to publish, as a DNS host's form asks for them: host, type, value and TTL. */
export function DnsRecordsTable({
  records,
  label,
}: {
  records: DnsRecordToPublish[];
  label: string;
}) {
  const narrow = useNarrowScreen();
  if (narrow) return <RecordCards records={records} label={label} />;
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Host</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Value</Table.Th>
          <Table.Th>TTL</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={`${record.host} ${record.value}`}>
            <Table.Td>
              <Copyable text={record.host} label="Copy host" />
            </Table.Td>
            <Table.Td>{record.type}</Table.Td>
            <Table.Td>
              <Copyable text={record.value} label="Copy value" />
            </Table.Td>
            <Table.Td>{record.ttl}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

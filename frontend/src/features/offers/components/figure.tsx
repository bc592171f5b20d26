import { Stack, Text } from '@mantine/core';

/** A labelled figure; its group is named by the label, so it can be found by it. */
export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Stack>
  );
}

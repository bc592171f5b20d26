import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A secret the server shows this once: copy it now, it cannot be seen again. */
export function ShownOnce({
  title,
  value,
  onDone,
}: {
  title: string;
  value: string;
  onDone: () => void;
}) {
  return (
    <Alert color="yellow" title={title} role="status">
      <Stack gap="xs">
        <Text size="sm">Copy it now: it is shown this once and cannot be seen again.</Text>
        <Code block data-testid="shown-once-secret" style={{ wordBreak: 'break-all' }}>
          {value}
        </Code>
        <Group gap="xs">
          <CopyButton value={value}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="subtle" onClick={onDone}>
            I have kept it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

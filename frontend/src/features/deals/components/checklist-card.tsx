import { Badge, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Timeline } from '../api/timeline';
import { useVerification } from '../api/verification';
import { failureMessage } from '../errors';
import { focusElement } from '../focus';
import { ChecklistItem } from './checklist-item';
import { LoadFailure } from './load-failure';

interface ChecklistCardProps {
  verificationId: string;
  timeline: Timeline;
  /** Just started by the user: its title takes the focus the start button had. */
  focusOnShow: boolean;
}

export function ChecklistCard({ verificationId, timeline, focusOnShow }: ChecklistCardProps) {
  const titleId = useId();
  const verification = useVerification(verificationId);

  if (verification.isPending) return <Skeleton h={120} />;
  if (verification.isError) {
    return (
      <LoadFailure
        message={failureMessage(verification.error)}
        onRetry={() => void verification.refetch()}
      />
    );
  }

  const { name, items, completed, total, status } = verification.data;
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title
            id={titleId}
            order={3}
            size="h4"
            tabIndex={-1}
            ref={focusOnShow ? focusElement : undefined}
          >
            {name}
          </Title>
          {status === 'complete' && <Badge color="green">Complete</Badge>}
        </Group>
        <Progress
          value={total === 0 ? 0 : Math.round((completed / total) * 100)}
          aria-label={`${name} progress`}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {`${completed} of ${total} done`}
        </Text>
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <ChecklistItem
              key={item.field}
              item={item}
              verificationId={verificationId}
              timeline={timeline}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

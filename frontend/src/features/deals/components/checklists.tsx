import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import type { Timeline } from '../api/timeline';
import { useStartVerification } from '../api/use-start-verification';
import { useVerificationTemplates, type VerificationType } from '../api/verification-templates';
import { failureMessage } from '../errors';
import { ChecklistCard } from './checklist-card';
import { LoadFailure } from './load-failure';

/** Buttons to start each checklist the deal does not have yet. */
function StartChecklists({
  timeline,
  onStarted,
}: {
  timeline: Timeline;
  onStarted: (type: VerificationType) => void;
}) {
  const templates = useVerificationTemplates();
  const start = useStartVerification(timeline.id);

  if (templates.isPending) return <Skeleton h={36} />;
  if (templates.isError) {
    return (
      <LoadFailure
        message={failureMessage(templates.error)}
        onRetry={() => void templates.refetch()}
      />
    );
  }

  const started = new Set(timeline.verifications.map((verification) => verification.type));
  const available = templates.data.templates.filter((template) => !started.has(template.type));
  if (available.length === 0) return null;

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Start a checklist to keep track of what each of you has done.
      </Text>
      <Group gap="xs">
        {available.map((template) => (
          <Button
            key={template.type}
            variant="light"
            size="xs"
            h="auto"
            py={6}
            // Long checklist names wrap on a narrow screen rather than being cut off.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            loading={start.isPending && start.variables === template.type}
            disabled={start.isPending && start.variables !== template.type}
            onClick={() =>
              start.mutate(template.type, {
                onSuccess: (verification) => {
                  onStarted(verification.type);
                  notifications.show({
                    color: 'green',
                    title: 'Checklist started',
                    message: `${verification.name}: ${verification.total} items to check.`,
                  });
                },
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    title: 'Could not start the checklist',
                    message: failureMessage(error),
                  }),
              })
            }
          >
            {`Start ${template.name} checklist`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The deal's verification checklists, with their items and progress. */
export function Checklists({ timeline }: { timeline: Timeline }) {
  const titleId = useId();
  const [startedHere, setStartedHere] = useState<VerificationType | null>(null);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title id={titleId} order={2} size="h3">
          Verification
        </Title>
        {timeline.verifications.map((verification) => (
          <ChecklistCard
            key={verification.id}
            verificationId={verification.id}
            timeline={timeline}
            focusOnShow={verification.type === startedHere}
          />
        ))}
        <StartChecklists timeline={timeline} onStarted={setStartedHere} />
      </Stack>
    </Paper>
  );
}

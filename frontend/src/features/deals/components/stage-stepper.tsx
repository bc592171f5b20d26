import { Stepper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { actorName } from '../deal-text';

type StageProgress = Timeline['stages'][number];

function StageDetail({ stage, reader }: { stage: StageProgress; reader: Timeline['role'] }) {
  if (stage.reached_at === null) return null;
  return (
    <>
      <Text component="span" size="xs" c="dimmed" display="block">
        {formatDate(stage.reached_at)}
        {stage.role && ` · by ${actorName(stage.role, reader)}`}
      </Text>
      {stage.notes && (
        <Text component="span" size="sm" display="block" style={{ whiteSpace: 'pre-wrap' }}>
          {stage.notes}
        </Text>
      )}
    </>
  );
}

/**
 * The six stages, reached ones ticked with their date, who moved the deal there and the notes. A
 * cancelled deal shows a cross on the stage it did not reach.
 *
 * Mantine draws each step as a button; these steps do nothing, so the stepper is hidden from
 * assistive technology, which reads the same facts from the current stage line and the history.
 */
export function StageStepper({ timeline }: { timeline: Timeline }) {
  const reached = timeline.stages.filter((stage) => stage.reached_at !== null).length;
  const cancelled = timeline.status === 'cancelled';
  return (
    <Stepper
      active={reached}
      orientation="vertical"
      size="sm"
      aria-hidden
      data-testid="stage-stepper"
    >
      {timeline.stages.map((stage, index) => {
        const stoppedHere = cancelled && index === reached;
        return (
          <Stepper.Step
            key={stage.stage}
            label={stage.label}
            description={
              stoppedHere ? 'Deal cancelled' : <StageDetail stage={stage} reader={timeline.role} />
            }
            color={stoppedHere ? 'red' : undefined}
            progressIcon={stoppedHere ? <IconX size={16} /> : undefined}
            data-reached={stage.reached_at !== null || undefined}
          />
        );
      })}
    </Stepper>
  );
}

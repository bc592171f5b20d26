import type { Timeline, TimelineStage } from './api/timeline';
import { STATUS_LABELS } from './deal-text';

/** A stage's label as the server names it; a cancelled deal's stage is not among the six. */
export function stageLabel(timeline: Timeline, stage: TimelineStage): string {
  return (
    timeline.stages.find((progress) => progress.stage === stage)?.label ?? STATUS_LABELS.cancelled
  );
}

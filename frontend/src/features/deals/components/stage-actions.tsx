import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { useUpdateStage } from '../api/use-update-stage';
import { failureMessage } from '../errors';
import { focusElement } from '../focus';
import { NOTES_MAX_LENGTH } from '../limits';
import { stageLabel } from '../stage-labels';
import { BusyButton } from './busy-button';

/** Optional notes: sent only when there is something in them. */
function notesOf(text: string): { notes?: string } {
  const notes = text.trim();
  return notes ? { notes } : {};
}

function NotesField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Textarea
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={NOTES_MAX_LENGTH}
      description={`${value.length}/${NOTES_MAX_LENGTH} characters`}
      rows={3}
      resize="vertical"
    />
  );
}

/** What a closed deal shows in place of the form: its status, when it closed and why. */
function ClosedNotice({ timeline, focusOnShow }: { timeline: Timeline; focusOnShow: boolean }) {
  const closing = timeline.history.at(-1);
  const completed = timeline.status === 'completed';
  return (
    <Alert
      ref={focusOnShow ? focusElement : undefined}
      tabIndex={-1}
      color={completed ? 'green' : 'gray'}
      variant="light"
      title={completed ? 'Deal completed' : 'Deal cancelled'}
    >
      <Stack gap={4}>
        <Text size="sm">
          {`This deal was ${timeline.status}${closing ? ` on ${formatDate(closing.at)}` : ''}; its stages can no longer change.`}
        </Text>
        {closing?.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {closing.notes}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Moves an open deal to its next stage, with optional notes, or cancels it after a confirmation;
 * a closed deal says so instead. Both mutations live here, above the form and the dialog, so that
 * their outcome is still handled when the deal closes and the form gives way to the notice.
 */
export function StageActions({ timeline }: { timeline: Timeline }) {
  const advance = useUpdateStage(timeline.id);
  const cancel = useUpdateStage(timeline.id);
  const [notes, setNotes] = useState('');
  const [reason, setReason] = useState('');
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const [closedHere, setClosedHere] = useState(false);

  const closeCancelDialog = () => {
    cancel.reset();
    setReason('');
    cancelDialog.close();
  };

  const confirmCancel = () =>
    cancel.mutate(
      { stage: 'cancelled', ...notesOf(reason) },
      {
        onSuccess: (updated) => {
          setClosedHere(true);
          closeCancelDialog();
          notifications.show({
            color: 'gray',
            title: 'Deal cancelled',
            message: `The deal for ${updated.domain_name} is cancelled.`,
          });
        },
      },
    );

  // A deal from an accepted offer binds both sides: it is cancelled only after a missed deadline.
  const mayCancel = timeline.clock === null || timeline.clock.can_cancel;

  const cancelDialogElement = (
    <Modal opened={cancelOpened} onClose={closeCancelDialog} title="Cancel this deal?" centered>
      <Stack gap="md">
        <Text size="sm">
          {timeline.clock
            ? `Cancelling ends the deal for ${timeline.domain_name} for both of you and puts the name back on the marketplace.`
            : `Cancelling ends the deal for ${timeline.domain_name} for both of you; its stages can no longer change.`}
        </Text>
        <NotesField label="Reason (optional)" value={reason} onChange={setReason} />
        {cancel.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(cancel.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={closeCancelDialog} disabled={cancel.isPending}>
            Keep deal
          </Button>
          <Button color="red" onClick={confirmCancel} loading={cancel.isPending}>
            Cancel deal
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  if (timeline.status !== 'open' || timeline.next_stage === null) {
    return (
      <>
        <ClosedNotice timeline={timeline} focusOnShow={closedHere} />
        {cancelDialogElement}
      </>
    );
  }

  const nextStage = timeline.next_stage;
  const nextLabel = stageLabel(timeline, nextStage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (advance.isPending) return;
    advance.mutate(
      { stage: nextStage, ...notesOf(notes) },
      {
        onSuccess: (updated) => {
          setNotes('');
          if (updated.status !== 'open') setClosedHere(true);
          notifications.show({
            color: 'green',
            title: updated.status === 'completed' ? 'Deal completed' : 'Stage updated',
            message: `${updated.domain_name}: ${nextLabel}.`,
          });
        },
      },
    );
  };

  return (
    <>
      <Stack component="form" gap="sm" onSubmit={submit} aria-label="Next stage">
        <NotesField label="Notes (optional)" value={notes} onChange={setNotes} />
        {advance.isError && (
          <Alert color="red" variant="light" role="alert">
            {failureMessage(advance.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <BusyButton type="submit" busy={advance.isPending}>
            {`Mark ${nextLabel}`}
          </BusyButton>
          {mayCancel ? (
            <Stack gap={2} align="flex-end">
              <Button variant="subtle" color="red" onClick={cancelDialog.open}>
                Cancel deal
              </Button>
              {timeline.clock && (
                <Text size="xs" c="dimmed" ta="right">
                  The name goes back on the marketplace.
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" maw={300}>
              This deal binds both sides until a deadline is missed.
            </Text>
          )}
        </Group>
      </Stack>
      {cancelDialogElement}
    </>
  );
}

import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { formatDate } from '../../../lib/format';
import type { Timeline } from '../api/timeline';
import { useUpdateVerificationItem } from '../api/use-update-verification-item';
import type { VerificationItem } from '../api/verification';
import { CONFIRMED, takesText } from '../checklist-items';
import { actorName } from '../deal-text';
import { failureMessage } from '../errors';
import { ITEM_VALUE_MAX_LENGTH, NOTES_MAX_LENGTH } from '../limits';
import { BusyButton } from './busy-button';

type ItemUpdate = ReturnType<typeof useUpdateVerificationItem>;

interface ItemProps {
  item: VerificationItem;
  update: ItemUpdate;
}

/** A ticked item: its value is "confirmed" while ticked and cleared when unticked. */
function TickItem({ item, update }: ItemProps) {
  // The box shows the change the moment it is asked for, not when the answer arrives.
  const [requested, setRequested] = useState<boolean | null>(null);
  return (
    <Checkbox
      label={item.label}
      description={item.hint}
      checked={requested ?? item.status === 'done'}
      onChange={(event) => {
        if (requested !== null) return;
        const ticked = event.currentTarget.checked;
        setRequested(ticked);
        update.mutate(
          { field: item.field, value: ticked ? CONFIRMED : '' },
          { onSettled: () => setRequested(null) },
        );
      }}
    />
  );
}

/** An item answered with text, such as the escrow transaction number; saving it empty clears it. */
function TextItem({ item, update }: ItemProps) {
  const [draft, setDraft] = useState(item.value ?? '');
  const [savedValue, setSavedValue] = useState(item.value);

  // A new value from the server (a save, or the other party's) starts the draft afresh.
  if (item.value !== savedValue) {
    setSavedValue(item.value);
    setDraft(item.value ?? '');
  }

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate({ field: item.field, value: draft.trim() });
  };
  return (
    <form onSubmit={save}>
      <TextInput
        label={item.label}
        description={item.hint}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={ITEM_VALUE_MAX_LENGTH}
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Box flex={1}>{input}</Box>
            <BusyButton
              type="submit"
              variant="light"
              busy={update.isPending}
              aria-label={`Save ${item.label}`}
            >
              Save
            </BusyButton>
          </Group>
        )}
      />
    </form>
  );
}

/** The item's note, and a button that opens an editor for it. */
function ItemNotes({ item, update }: ItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(item.notes ?? '');
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeEditor = () => {
    setEditing(false);
    toggleRef.current?.focus();
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(
      { field: item.field, value: item.value ?? '', notes: draft.trim() },
      { onSuccess: closeEditor },
    );
  };

  return (
    <Stack gap={4}>
      {item.notes && !editing && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          Note: {item.notes}
        </Text>
      )}
      <Button
        ref={toggleRef}
        variant="subtle"
        size="compact-xs"
        w="fit-content"
        aria-expanded={editing}
        aria-label={`${item.notes ? 'Edit note' : 'Add note'} for ${item.label}`}
        onClick={() => {
          setDraft(item.notes ?? '');
          setEditing(!editing);
        }}
      >
        {item.notes ? 'Edit note' : 'Add note'}
      </Button>
      {editing && (
        <Stack component="form" gap="xs" onSubmit={save}>
          <Textarea
            label={`Note for ${item.label}`}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={NOTES_MAX_LENGTH}
            description={`${draft.length}/${NOTES_MAX_LENGTH} characters`}
            rows={3}
            resize="vertical"
            autoFocus
          />
          <Group gap="xs">
            <BusyButton type="submit" size="xs" busy={update.isPending}>
              Save note
            </BusyButton>
            <Button size="xs" variant="default" onClick={closeEditor}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

interface ChecklistItemProps {
  item: VerificationItem;
  verificationId: string;
  timeline: Timeline;
}

/** One item of a checklist: ticked or answered with text, when and by whom, and its note. */
export function ChecklistItem({ item, verificationId, timeline }: ChecklistItemProps) {
  const update = useUpdateVerificationItem(verificationId, timeline.id);
  return (
    <Stack component="li" gap={6}>
      {takesText(item.field) ? (
        <TextItem item={item} update={update} />
      ) : (
        <TickItem item={item} update={update} />
      )}
      {item.status === 'done' && item.updated_at && item.updated_by && (
        <Text size="xs" c="dimmed">
          {`Done on ${formatDate(item.updated_at)} by ${actorName(item.updated_by, timeline.role)}`}
        </Text>
      )}
      <ItemNotes item={item} update={update} />
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {failureMessage(update.error)}
        </Alert>
      )}
    </Stack>
  );
}

import { Button, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBellPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSaveSearch } from '../api/watchlists';
import { savedSearchUrl } from '../saved-search-url';

const FREQUENCIES = [
  { value: 'instant', label: 'At once' },
  { value: 'daily', label: 'Daily digest' },
];

/** Saves the marketplace's current search (its address) with a name and how to hear of new names. */
export function SaveSearchButton({
  params,
  suggestedName,
}: {
  params: URLSearchParams;
  suggestedName: string;
}) {
  const [opened, modal] = useDisclosure(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<'instant' | 'daily'>('instant');
  const save = useSaveSearch();
  const open = () => {
    setName(suggestedName);
    save.reset();
    modal.open();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name: name.trim(), url: savedSearchUrl(params), frequency },
      {
        onSuccess: () => {
          modal.close();
          notifications.show({
            color: 'green',
            title: 'Search saved',
            message:
              frequency === 'instant'
                ? 'We will mail you when a new name matches it.'
                : 'New names that match it come in your daily digest.',
          });
        },
      },
    );
  };
  return (
    <>
      <Button variant="light" leftSection={<IconBellPlus size={16} aria-hidden />} onClick={open}>
        Save this search
      </Button>
      <Modal opened={opened} onClose={modal.close} title="Save this search">
        <form onSubmit={submit}>
          <Stack>
            <TextInput
              label="Name"
              required
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="alert-frequency">
                Tell me about new matching names
              </Text>
              <SegmentedControl
                aria-labelledby="alert-frequency"
                data={FREQUENCIES}
                value={frequency}
                onChange={(value) => setFrequency(value === 'daily' ? 'daily' : 'instant')}
              />
            </Stack>
            {save.error && (
              <Text c="red" size="sm" role="alert">
                {save.error.message}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} disabled={name.trim() === ''}>
              Save search
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

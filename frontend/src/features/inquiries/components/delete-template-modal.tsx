import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ResponseTemplate, useDeleteResponseTemplate } from '../api/response-templates';

interface DeleteTemplateModalProps {
  template: ResponseTemplate | null;
  onDeleted: (name: string) => void;
  onClose: () => void;
}

/** Asks "Delete the template {name}?" before deleting it. */
export function DeleteTemplateModal({ template, onDeleted, onClose }: DeleteTemplateModalProps) {
  const remove = useDeleteResponseTemplate();

  const close = () => {
    remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        remove.reset();
        onDeleted(template.name);
      },
    });
  };

  return (
    <Modal opened={template !== null} onClose={close} title="Delete Template" centered>
      {template && (
        <Stack gap="md">
          <Text>{`Delete the template ${template.name}?`}</Text>
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

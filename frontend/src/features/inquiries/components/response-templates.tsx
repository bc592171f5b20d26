import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { INQUIRY_TYPES } from '../inquiry-form';
import { type ResponseTemplate, useResponseTemplates } from '../api/response-templates';
import { DeleteTemplateModal } from './delete-template-modal';
import { TemplateFormModal } from './template-form-modal';

export function inquiryTypeLabel(type: ResponseTemplate['inquiryType']): string {
  return INQUIRY_TYPES.find((option) => option.value === type)?.label ?? type;
}

/** The seller's reply templates: listed by name, created, edited and deleted here. */
export function ResponseTemplates() {
  const templates = useResponseTemplates();
  const [editing, setEditing] = useState<ResponseTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ResponseTemplate | null>(null);

  const saved = (name: string) => {
    notifications.show({ color: 'green', title: 'Template saved', message: name });
    setEditing(null);
  };
  const deleted = (name: string) => {
    notifications.show({ color: 'green', title: 'Template deleted', message: name });
    setDeleting(null);
  };

  let content;
  if (templates.isPending) {
    content = <Loader size="sm" aria-label="Loading templates" />;
  } else if (templates.isError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Failed to load your templates</Text>
          <Button size="xs" color="red" variant="light" onClick={() => void templates.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (templates.data.templates.length === 0) {
    content = (
      <Text c="dimmed">
        No templates yet. Save the answers you give often, then use them on any lead.
      </Text>
    );
  } else {
    content = templates.data.templates.map((template) => (
      <Paper
        key={template.id}
        withBorder
        radius="sm"
        p="md"
        component="article"
        aria-label={template.name}
      >
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
            <Group gap="xs">
              <Text fw={700}>{template.name}</Text>
              <Badge variant="light">{inquiryTypeLabel(template.inquiryType)}</Badge>
            </Group>
            <Text size="sm" c="dimmed" lineClamp={1}>
              {template.subject}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(template)}>
              Edit
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(template)}>
              Delete
            </Button>
          </Group>
        </Group>
      </Paper>
    ));
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      role="region"
      aria-label="Response Templates"
    >
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Response Templates
          </Title>
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            New Template
          </Button>
        </Group>
        {content}
      </Stack>
      <TemplateFormModal
        opened={editing !== null}
        template={editing === 'new' ? null : editing}
        onSaved={saved}
        onClose={() => setEditing(null)}
      />
      <DeleteTemplateModal
        template={deleting}
        onDeleted={deleted}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}

import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { INQUIRY_TYPES, type InquiryType } from '../inquiry-form';
import {
  type ResponseTemplate,
  type TemplateFields,
  useSaveResponseTemplate,
} from '../api/response-templates';
import { TEMPLATE_PLACEHOLDERS } from '../fill-template';

/** The server's limits and words (`SaveResponseTemplateRequest`). */
const NAME_MAX = 100;
const SUBJECT_MAX = 200;
const BODY_MAX = 5000;

function required(message: string, max: number, tooLong: string) {
  return (value: string) => {
    if (!value.trim()) return message;
    return value.trim().length > max ? tooLong : null;
  };
}

type FormField = 'name' | 'subject' | 'body';
const FORM_FIELDS: readonly string[] = ['name', 'subject', 'body'];

interface TemplateFormProps {
  template: ResponseTemplate | null;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

function TemplateForm({ template, onSaved, onCancel }: TemplateFormProps) {
  const save = useSaveResponseTemplate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: template?.name ?? '',
      inquiryType: template?.inquiryType ?? ('offer' as InquiryType),
      subject: template?.subject ?? '',
      body: template?.body ?? '',
    },
    validate: {
      name: required(
        'Template name is required',
        NAME_MAX,
        `Template name cannot exceed ${NAME_MAX} characters`,
      ),
      subject: required(
        'Subject is required',
        SUBJECT_MAX,
        `Subject cannot exceed ${SUBJECT_MAX} characters`,
      ),
      body: required(
        'Template text is required',
        BODY_MAX,
        `Template text cannot exceed ${BODY_MAX} characters`,
      ),
    },
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit((values) => {
    setServerError(null);
    const body: TemplateFields = {
      ...(template && { id: template.id }),
      name: values.name.trim(),
      inquiryType: values.inquiryType,
      subject: values.subject.trim(),
      body: values.body.trim(),
    };
    save.mutate(body, {
      onSuccess: (saved) => onSaved(saved.name),
      onError: (error) => {
        const details = error instanceof ApiError ? (error.details ?? []) : [];
        const placed = details.filter((detail) => FORM_FIELDS.includes(detail.field));
        for (const detail of placed) form.setFieldError(detail.field as FormField, detail.message);
        if (placed.length === 0 || placed.length < details.length) setServerError(error.message);
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Template Name"
          required
          withAsterisk={false}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label="For Inquiry Type"
          data={INQUIRY_TYPES.map((type) => ({ value: type.value, label: type.label }))}
          {...form.getInputProps('inquiryType')}
        />
        <TextInput
          label="Subject"
          required
          withAsterisk={false}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Template Text"
          description={`You can write ${TEMPLATE_PLACEHOLDERS}: they are filled in from the lead you answer.`}
          rows={6}
          required
          withAsterisk={false}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface TemplateFormModalProps {
  opened: boolean;
  /** The template to edit; null to create one. */
  template: ResponseTemplate | null;
  onSaved: (name: string) => void;
  onClose: () => void;
}

export function TemplateFormModal({ opened, template, onSaved, onClose }: TemplateFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={template ? 'Edit Template' : 'New Template'}
      centered
      size="lg"
    >
      {opened && (
        <TemplateForm
          key={template?.id ?? 'new'}
          template={template}
          onSaved={onSaved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

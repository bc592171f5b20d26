import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useResponseTemplates } from '../api/response-templates';
import type { SellerInquiry } from '../api/seller-inquiries';
import { useMarkLeadResponded } from '../api/use-mark-lead-responded';
import { fillTemplate, replyMailto } from '../fill-template';
import { inquiryTypeLabel } from './response-templates';

const NO_TEMPLATE = '';

function AnswerForm({ lead, onDone }: { lead: SellerInquiry; onDone: () => void }) {
  const templates = useResponseTemplates();
  const responded = useMarkLeadResponded();
  const [templateId, setTemplateId] = useState(NO_TEMPLATE);
  const [subject, setSubject] = useState(`About ${lead.domain.name}`);
  const [body, setBody] = useState('');

  // Templates for this lead's type first, then the others, each group by name.
  const choices = [...(templates.data?.templates ?? [])].sort(
    (a, b) =>
      Number(b.inquiryType === lead.inquiryType) - Number(a.inquiryType === lead.inquiryType),
  );

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    const template = choices.find((choice) => choice.id === id);
    if (!template) return;
    setSubject(fillTemplate(template.subject, lead));
    setBody(fillTemplate(template.body, lead));
  };

  const send = () => {
    responded.mutate(lead.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: 'Lead answered',
          message: `${lead.domain.name}: marked responded.`,
        });
        onDone();
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {lead.buyer_name} ({lead.buyer_email}) wrote: {lead.message}
      </Text>
      <NativeSelect
        label="Response Template"
        value={templateId}
        onChange={(event) => chooseTemplate(event.currentTarget.value)}
        data={[
          { value: NO_TEMPLATE, label: choices.length ? 'Choose a template' : 'No templates yet' },
          ...choices.map((choice) => ({
            value: choice.id,
            label: `${choice.name} (${inquiryTypeLabel(choice.inquiryType)})`,
          })),
        ]}
      />
      <TextInput
        label="Subject"
        value={subject}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <Textarea
        label="Your Answer"
        rows={8}
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {responded.isError && (
        <Alert color="red" variant="light" role="alert">
          {responded.error.message}
        </Alert>
      )}
      <Text size="xs" c="dimmed">
        Your answer opens in your own mail program, addressed to {lead.buyer_email}; the lead is
        then marked responded.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={responded.isPending}>
          Cancel
        </Button>
        <Button
          component="a"
          href={replyMailto(lead.buyer_email, subject, body)}
          onClick={send}
          loading={responded.isPending}
          disabled={!body.trim()}
        >
          Send from My Email
        </Button>
      </Group>
    </Stack>
  );
}

/** Answer a lead: a template filled in from the lead, edited, then sent from the seller's mail. */
export function AnswerLeadModal({
  lead,
  onClose,
}: {
  lead: SellerInquiry | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={lead !== null}
      onClose={onClose}
      title={lead ? `Answer ${lead.buyer_name} about ${lead.domain.name}` : 'Answer'}
      centered
      size="lg"
    >
      {lead && <AnswerForm key={lead.id} lead={lead} onDone={onClose} />}
    </Modal>
  );
}

import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatWholeUsd } from '../../../lib/format';
import type { SellerInquiry } from '../api/seller-inquiries';
import { relativeAge } from '../relative-age';

interface NewInquiriesProps {
  leads: SellerInquiry[];
  onAnswer: (lead: SellerInquiry) => void;
  onMarkSold: (lead: SellerInquiry) => void;
}

/** The seller's active leads (new and responded); buyers' words are shown as text only. */
export function NewInquiries({ leads, onAnswer, onMarkSold }: NewInquiriesProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      role="region"
      aria-label="New Inquiries"
    >
      <Stack gap="md">
        <Title order={2} size="h3">
          New Inquiries ({leads.length})
        </Title>
        {leads.length === 0 ? (
          <Text c="dimmed">No new inquiries yet. Leads from buyers show here.</Text>
        ) : (
          leads.map((lead) => (
            <Paper
              key={lead.id}
              withBorder
              radius="sm"
              p="md"
              component="article"
              aria-label={`${lead.domain.name} from ${lead.buyer_name}`}
            >
              <Stack gap="xs">
                <Group justify="space-between" align="flex-start">
                  <Stack gap={0}>
                    <Text fw={700}>{lead.domain.name}</Text>
                    <Text size="sm">{lead.buyer_name}</Text>
                  </Stack>
                  <Group gap="xs">
                    {lead.status === 'responded' && (
                      <Badge color="teal" variant="light">
                        Responded
                      </Badge>
                    )}
                    <Badge variant="light">{relativeAge(lead.created_at)}</Badge>
                    <Text fw={700}>{formatWholeUsd(lead.domain.price)}</Text>
                  </Group>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {lead.message}
                </Text>
                <Group justify="space-between">
                  <Group gap="md">
                    <Anchor href={`mailto:${lead.buyer_email}`} size="sm">
                      {lead.buyer_email}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {formatDate(lead.created_at)}
                    </Text>
                  </Group>
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => onAnswer(lead)}>
                      Answer
                    </Button>
                    <Button size="xs" color="green" onClick={() => onMarkSold(lead)}>
                      Mark as Sold
                    </Button>
                  </Group>
                </Group>
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  );
}

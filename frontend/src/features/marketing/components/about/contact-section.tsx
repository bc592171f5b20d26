import { Alert, Box, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useContactStatus } from '../../api/contact';
import { CONTACT_FORM_UNAVAILABLE } from '../../contact-form';
import { BELOW_HEADER } from '../../page-anchors';
import { ContactForm } from './contact-form';
import { focusElement } from './focus-element';
import { useHashTarget } from './use-hash-target';

const CONTACT_SECTION_ID = 'contact';

function SentConfirmation({ onSendAnother }: { onSendAnother: () => void }) {
  return (
    <Stack gap="md" align="flex-start">
      <Box role="status" tabIndex={-1} ref={focusElement}>
        <Text component="span" display="block" fw={700} fz="lg">
          Message sent!
        </Text>{' '}
        <Text component="span" display="block">
          Thank you for reaching out. We answer within 24 hours on business days.
        </Text>
      </Box>
      <Button variant="default" onClick={onSendAnother}>
        Send another message
      </Button>
    </Stack>
  );
}

type FormState = { view: 'form'; restarted: boolean } | { view: 'sent' };

/**
 * The About page's contact section (`/about#contact`). The form shows unless the server says the
 * operator switched it off, by its status or by answering a send with CONTACT_FORM_DISABLED; while
 * the status loads, or if it cannot be read, the form shows and the send decides.
 */
export function ContactSection() {
  const headingId = useId();
  const { sectionRef, focusRef } = useHashTarget<HTMLElement, HTMLHeadingElement>(
    CONTACT_SECTION_ID,
  );
  const status = useContactStatus();
  const [refusedByServer, setRefusedByServer] = useState(false);
  const [state, setState] = useState<FormState>({ view: 'form', restarted: false });
  const unavailable = refusedByServer || status.data?.enabled === false;

  return (
    <Box
      component="section"
      id={CONTACT_SECTION_ID}
      ref={sectionRef}
      aria-labelledby={headingId}
      style={{ scrollMarginTop: BELOW_HEADER }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title order={2} id={headingId} ref={focusRef} tabIndex={-1}>
            Contact Us
          </Title>
          <Text>
            Questions about listing a domain, credits, the Pro plan, a sale, or anything else on
            this site? Write to us and we answer within 24 hours on business days.
          </Text>
          {!unavailable && (
            <Text>
              We reply to the e-mail address you give. When you are signed in, a confirmation
              reaches your account’s address as soon as your message has reached us.
            </Text>
          )}
        </Stack>
        <Paper p={{ base: 'md', sm: 'lg' }} style={{ alignSelf: 'start' }}>
          {unavailable ? (
            <Alert color="gray" variant="light" title={CONTACT_FORM_UNAVAILABLE}>
              Please try again later, or reach us through the social link at the bottom of this
              page.
            </Alert>
          ) : state.view === 'sent' ? (
            <SentConfirmation onSendAnother={() => setState({ view: 'form', restarted: true })} />
          ) : (
            <ContactForm
              focusOnShow={state.restarted}
              onSent={() => setState({ view: 'sent' })}
              onUnavailable={() => setRefusedByServer(true)}
            />
          )}
        </Paper>
      </SimpleGrid>
    </Box>
  );
}

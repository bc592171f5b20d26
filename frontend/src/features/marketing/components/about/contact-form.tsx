import { Alert, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../../lib/api/errors';
import { useSendContactMessage } from '../../api/contact';
import {
  CONTACT_RATE_LIMITED,
  CONTACT_SEND_FAILED,
  type ContactField,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  isContactField,
  MESSAGE_MAX_LENGTH,
  trimContactForm,
  validateEmail,
  validateMessage,
  validateName,
  validateSubject,
} from '../../contact-form';
import { focusElement } from './focus-element';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return NETWORK_ERROR_MESSAGE;
  if (error.status === 429 || error.code === 'RATE_LIMITED') return CONTACT_RATE_LIMITED;
  return CONTACT_SEND_FAILED;
}

interface ContactFormProps {
  onSent: () => void;
  /** The server answered that the operator has switched the form off. */
  onUnavailable: () => void;
  /** Focus the first field once shown, as after "Send another message". */
  focusOnShow?: boolean;
}

export function ContactForm({ onSent, onUnavailable, focusOnShow = false }: ContactFormProps) {
  const send = useSendContactMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({
    initialValues: EMPTY_CONTACT_FORM,
    validate: {
      name: validateName,
      email: validateEmail,
      subject: validateSubject,
      message: validateMessage,
    },
    validateInputOnBlur: true,
  });
  const messageLength = form.getValues().message.length;

  const focusFirstInvalid = (errors: Partial<Record<string, unknown>>) => {
    const field = FIELD_ORDER.find((candidate) => errors[candidate]);
    if (field) form.getInputNode(field)?.focus();
  };

  /** Puts the server's field errors under their fields; false when some had no field to go to. */
  const placeFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.details?.length) return false;
    const placed: Partial<Record<ContactField, string>> = {};
    for (const detail of error.details) {
      if (!isContactField(detail.field)) return false;
      placed[detail.field] = detail.message;
    }
    form.setErrors(placed);
    focusFirstInvalid(placed);
    return true;
  };

  const handleSubmit = form.onSubmit((values) => {
    setFailure(null);
    send.mutate(trimContactForm(values), {
      onSuccess: onSent,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONTACT_FORM_DISABLED') onUnavailable();
        else if (!placeFieldErrors(error)) setFailure(failureMessage(error));
      },
    });
  }, focusFirstInvalid);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact form">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <TextInput
          ref={focusOnShow ? focusElement : undefined}
          label="Your Name"
          autoComplete="name"
          required
          withAsterisk={false}
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Your Email"
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          {...form.getInputProps('email')}
        />
        <TextInput label="Subject (optional)" {...form.getInputProps('subject')} />
        <Textarea
          label="Your Message"
          rows={6}
          required
          withAsterisk={false}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('message')}
          description={
            <Text
              component="span"
              size="xs"
              c={messageLength > MESSAGE_MAX_LENGTH ? 'red.9' : 'gray.7'}
            >
              {messageLength}/{MESSAGE_MAX_LENGTH}
            </Text>
          }
        />
        <Button type="submit" loading={send.isPending} disabled={send.isPending}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}

import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api/errors';
import { type InterestType, useJoinWaitingList } from '../../api/join-waiting-list';
import {
  INTEREST_TYPES,
  validateInterestType,
  validateWaitingListEmail,
  waitingListErrorMessage,
} from '../../waiting-list';
import { HomeSection } from './home-section';

function ThankYou({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: take focus to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  // The server answers alike for a new address and one already on the list (ADR 0014), and mails
  // only the first time; the text holds for both.
  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon color="green" size={56} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={3} ref={heading} tabIndex={-1}>
        Thank you for joining!
      </Title>
      <Text>
        Look out for a confirmation e-mail at <strong>{email}</strong>: we send one the first time
        an address joins the list. We will be in touch as soon as there is news.
      </Text>
    </Stack>
  );
}

type FormField = 'interestType' | 'email';

function isFormField(field: string): field is FormField {
  return field === 'interestType' || field === 'email';
}

export function WaitingListForm() {
  const join = useJoinWaitingList();
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    name: 'waiting-list',
    initialValues: { interestType: 'seller' as InterestType, email: '' },
    validate: { interestType: validateInterestType, email: validateWaitingListEmail },
  });

  const focusEmail = () => form.getInputNode('email')?.focus();

  /** Puts the server's messages under their fields; true when every one found its field. */
  const placeFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) {
      return false;
    }
    let allPlaced = true;
    for (const { field, message } of error.details) {
      if (isFormField(field)) form.setFieldError(field, message);
      else allPlaced = false;
    }
    return allPlaced;
  };

  const handleSubmit = form.onSubmit(
    (values) => {
      setServerError(null);
      const email = values.email.trim();
      join.mutate(
        { interestType: values.interestType, email },
        {
          onSuccess: () => setJoinedAs(email),
          onError: (error) => {
            if (placeFieldErrors(error)) focusEmail();
            else setServerError(waitingListErrorMessage(error));
          },
        },
      );
    },
    () => focusEmail(),
  );

  return (
    <HomeSection
      id="waitlist"
      title="Join the Waiting List"
      intro="New tools for sellers and buyers are on the way. Leave your e-mail and be the first to know."
    >
      <Paper p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" shadow="sm">
        {joinedAs ? (
          <ThankYou email={joinedAs} />
        ) : (
          <form onSubmit={handleSubmit} noValidate aria-label="Waiting list">
            <Stack gap="md">
              {serverError && (
                <Alert color="red" variant="light" role="alert" c="red.9">
                  {serverError}
                </Alert>
              )}
              <Radio.Group label="I am interested as a" {...form.getInputProps('interestType')}>
                <Group mt="xs" gap="lg">
                  {INTEREST_TYPES.map((type) => (
                    <Radio key={type.value} value={type.value} label={type.label} />
                  ))}
                </Group>
              </Radio.Group>
              <TextInput
                label="Email address"
                type="email"
                autoComplete="email"
                required
                withAsterisk={false}
                {...form.getInputProps('email')}
              />
              <Button type="submit" size="md" loading={join.isPending}>
                Join the Waiting List
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </HomeSection>
  );
}

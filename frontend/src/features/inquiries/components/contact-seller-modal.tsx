import {
  Alert,
  Button,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { useProfile } from '../../../lib/auth/profile';
import { formatWholeUsd } from '../../../lib/format';
import type { components } from '@dlm/sdk';
import { listingDescription } from '../../../lib/listings/description';
import { useRecordView } from '../../../lib/listings/record-view';
import { useSubmitInquiry } from '../api/submit-inquiry';
import { inquiryErrorMessage } from '../errors';
import {
  INQUIRY_TYPES,
  type InquiryType,
  MESSAGE_MAX_LENGTH,
  SERVER_FIELDS,
  templateMessage,
  validateBuyerEmail,
  validateBuyerName,
  validateMessage,
} from '../inquiry-form';

type MarketplaceListing = components['schemas']['MarketplaceListing'];

/** The name sign-up gives an account that was given none: not worth prefilling as a buyer's name. */
const DEFAULT_ACCOUNT_NAME = 'User';

interface ContactFormProps {
  listing: MarketplaceListing;
  initialName: string;
  initialEmail: string;
  onSent: (email: string) => void;
}

function ContactForm({ listing, initialName, initialEmail, onSent }: ContactFormProps) {
  const submit = useSubmitInquiry();
  const [serverError, setServerError] = useState<string | null>(null);
  const messageEdited = useRef(false);
  const form = useForm({
    initialValues: {
      name: initialName,
      email: initialEmail,
      inquiryType: 'contact' as InquiryType,
      message: templateMessage('contact', listing.name),
    },
    validate: {
      name: validateBuyerName,
      email: validateBuyerEmail,
      message: validateMessage,
    },
    validateInputOnBlur: true,
  });

  const { name, email, message, inquiryType } = form.getValues();
  const incomplete = !name.trim() || !email.trim() || !message.trim();

  const changeType = (type: InquiryType) => {
    form.setFieldValue('inquiryType', type);
    // The template follows the type until the buyer writes a message of their own.
    if (!messageEdited.current) form.setFieldValue('message', templateMessage(type, listing.name));
  };

  const placeFieldErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.details?.length) return false;
    let allPlaced = true;
    for (const detail of error.details) {
      const field = SERVER_FIELDS[detail.field];
      if (field) form.setFieldError(field, detail.message);
      else allPlaced = false;
    }
    return allPlaced;
  };

  const handleSubmit = form.onSubmit((values) => {
    setServerError(null);
    const buyerEmail = values.email.trim();
    submit.mutate(
      {
        domainId: listing.id,
        buyerName: values.name.trim(),
        buyerEmail,
        message: values.message.trim(),
        inquiryType: values.inquiryType,
      },
      {
        onSuccess: () => onSent(buyerEmail),
        onError: (error) => {
          if (!placeFieldErrors(error)) setServerError(inquiryErrorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Asking price: <strong>{formatWholeUsd(listing.price)}</strong>
          </Text>
          <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
            {listingDescription(listing)}
          </Text>
        </Stack>
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
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
        <NativeSelect
          label="Inquiry Type"
          data={INQUIRY_TYPES.map((type) => ({ value: type.value, label: type.label }))}
          value={inquiryType}
          onChange={(event) => changeType(event.currentTarget.value as InquiryType)}
        />
        <Textarea
          label="Your Message"
          rows={6}
          required
          withAsterisk={false}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('message')}
          onChange={(event) => {
            messageEdited.current = true;
            form.setFieldValue('message', event.currentTarget.value);
          }}
          description={
            <Text
              component="span"
              size="xs"
              c={message.length > MESSAGE_MAX_LENGTH ? 'red' : 'dimmed'}
            >
              {message.length}/{MESSAGE_MAX_LENGTH}
            </Text>
          }
        />
        <Button type="submit" loading={submit.isPending} disabled={submit.isPending || incomplete}>
          Send Inquiry
        </Button>
      </Stack>
    </form>
  );
}

function SentView({
  listing,
  email,
  onContinue,
}: {
  listing: MarketplaceListing;
  email: string;
  onContinue: () => void;
}) {
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon color="green" size={56} radius="xl" variant="light">
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={3}>Inquiry Sent Successfully!</Title>
      <Text size="sm">
        Your inquiry about <strong>{listing.name}</strong> is on its way to the seller. Expected
        response: 24-48 hours.
      </Text>
      <Text size="sm">
        The seller will contact you directly at <strong>{email}</strong>.
      </Text>
      <Text size="sm" c="dimmed">
        For your protection, we recommend paying through a secure escrow service: the seller is paid
        only once the domain is yours.
      </Text>
      <Button onClick={onContinue}>Continue Browsing</Button>
    </Stack>
  );
}

interface ContactSellerModalProps {
  /** The listing asked about; the modal shows nothing without one. */
  listing: MarketplaceListing | null;
  opened: boolean;
  onClose: () => void;
  /** What Continue Browsing does after sending; closes the modal unless given. */
  onContinue?: () => void;
}

/** Spec section 2, "Contact Seller modal". Opening it counts a view of the listing. */
export function ContactSellerModal({
  listing,
  opened,
  onClose,
  onContinue,
}: ContactSellerModalProps) {
  const { user } = useAuth();
  const profile = useProfile();
  const recordView = useRecordView();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const listingId = opened ? listing?.id : undefined;
  const { mutate: countView } = recordView;

  useEffect(() => {
    if (listingId && user) countView(listingId);
  }, [listingId, user, countView]);

  const close = () => {
    setSentTo(null);
    onClose();
  };

  const fullName = profile.data?.full_name ?? '';
  const initialName = fullName === DEFAULT_ACCOUNT_NAME ? '' : fullName;

  return (
    <Modal
      opened={opened && listing !== null}
      onClose={close}
      title={listing ? `Contact Seller: ${listing.name}` : 'Contact Seller'}
      size="lg"
      centered
    >
      {listing &&
        (sentTo === null ? (
          <ContactForm
            // Waits for the profile so that the name is prefilled once, not after the buyer typed.
            key={`${listing.id}-${profile.isLoading ? 'loading' : 'ready'}`}
            listing={listing}
            initialName={initialName}
            initialEmail={user?.email ?? ''}
            onSent={setSentTo}
          />
        ) : (
          <SentView
            listing={listing}
            email={sentTo}
            onContinue={() => {
              setSentTo(null);
              (onContinue ?? onClose)();
            }}
          />
        ))}
    </Modal>
  );
}

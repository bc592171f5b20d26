import { Alert, Button, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors';
import { useCreateListing } from '../api/create-listing';
import type { DomainListing } from '../api/get-listing';
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  MAX_TAGS,
  normalizeDomainName,
  type Registrar,
  REGISTRARS,
  RELIST_PERIOD_DAYS,
  validateDescription,
  validateDomainName,
  validatePrice,
  validateRegistrar,
  validateTags,
} from '../listing-rules';
import { DescriptionInput } from './description-input';
import { PaymentSummary } from './payment-summary';
import { PriceInput } from './price-input';
import { applyFieldErrors } from './server-errors';

const CREATE_FAILED_MESSAGE = 'Failed to create domain listing';
const CREATE_EXCEPTION_MESSAGE = 'An error occurred while creating the domain listing';
/** Refusals whose server text says exactly what to do. */
const EXPLAINED_CODES = ['INSUFFICIENT_CREDITS', 'DOMAIN_ALREADY_LISTED'];

/** What the form says above its fields after a failed create; null when the fields say it all. */
function createErrorMessage(error: unknown, placedOnFields: boolean): string | null {
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR')
    return CREATE_EXCEPTION_MESSAGE;
  if (EXPLAINED_CODES.includes(error.code)) return error.message;
  return placedOnFields ? null : CREATE_FAILED_MESSAGE;
}

interface SingleListingFormProps {
  /** Undefined while the profile loads. */
  credits: number | undefined;
  onListed: (listing: DomainListing) => void;
}

export function SingleListingForm({ credits, onListed }: SingleListingFormProps) {
  const createListing = useCreateListing();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      price: '' as number | string,
      registrar: null as Registrar | null,
      category: DEFAULT_CATEGORY,
      description: '',
      tags: [] as string[],
      autoRelist: true,
    },
    validate: {
      name: validateDomainName,
      price: validatePrice,
      registrar: validateRegistrar,
      description: validateDescription,
      tags: validateTags,
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setServerError(null);
    createListing.mutate(
      {
        name: normalizeDomainName(values.name),
        price: Number(values.price),
        // Validation has refused an empty registrar by now.
        registrar: values.registrar as Registrar,
        category: values.category,
        description: values.description.trim(),
        tags: values.tags,
        autoRelist: values.autoRelist,
      },
      {
        onSuccess: onListed,
        onError: (error) =>
          setServerError(createErrorMessage(error, applyFieldErrors(form, error))),
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        {/* Required without an asterisk: labels keep their exact words, which tests find fields
            by; `required` still tells assistive technology. */}
        <TextInput
          label="Domain Name"
          placeholder="example.com"
          required
          withAsterisk={false}
          autoCapitalize="none"
          spellCheck={false}
          {...form.getInputProps('name')}
        />
        <PriceInput required withAsterisk={false} {...form.getInputProps('price')} />
        <Select
          label="Registrar"
          placeholder="Where the domain is registered"
          data={REGISTRARS}
          required
          withAsterisk={false}
          {...form.getInputProps('registrar')}
        />
        <Select
          label="Category"
          data={CATEGORIES}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <DescriptionInput {...form.getInputProps('description')} />
        <TagsInput
          label="Tags"
          description={`Up to ${MAX_TAGS} tags; press Enter after each`}
          maxTags={MAX_TAGS}
          {...form.getInputProps('tags')}
        />
        <Switch
          label="Auto-relist"
          description={`Relisted free every ${RELIST_PERIOD_DAYS} days until it sells`}
          {...form.getInputProps('autoRelist', { type: 'checkbox' })}
        />
        <PaymentSummary listings={1} credits={credits} />
        <Button
          type="submit"
          size="md"
          loading={createListing.isPending}
          disabled={credits === undefined || credits < 1}
        >
          List Domain
        </Button>
      </Stack>
    </form>
  );
}

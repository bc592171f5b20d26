import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DomainListing } from '../api/get-listing';
import { useUpdateListing } from '../api/update-listing';
import { validateDescription, validatePrice } from '../listing-rules';
import { DescriptionInput } from './description-input';
import { PriceInput } from './price-input';

const UPDATE_FAILED_MESSAGE = 'Failed to update domain. Please try again.';

interface EditListingFormProps {
  listing: DomainListing;
  onSaved: () => void;
  onCancel: () => void;
}

export function EditListingForm({ listing, onSaved, onCancel }: EditListingFormProps) {
  const updateListing = useUpdateListing(listing.id);
  const form = useForm({
    initialValues: { price: listing.price as number | string, description: listing.description },
    validate: { price: validatePrice, description: validateDescription },
  });

  const handleSubmit = form.onSubmit((values) => {
    updateListing.mutate(
      { price: Number(values.price), description: values.description.trim() },
      { onSuccess: onSaved },
    );
  });

  return (
    <Paper p="lg" withBorder>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {updateListing.isError && (
            <Alert color="red" variant="light" role="alert">
              {UPDATE_FAILED_MESSAGE}
            </Alert>
          )}
          <PriceInput {...form.getInputProps('price')} />
          <DescriptionInput {...form.getInputProps('description')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={updateListing.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={updateListing.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

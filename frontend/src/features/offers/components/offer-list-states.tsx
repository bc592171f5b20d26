import { Alert, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { offerFailure } from '../errors';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** A failed load: the reason, and Try Again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{offerFailure(error)}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListLoading({ label }: { label: string }) {
  return (
    <Center mih={160}>
      <Loader aria-label={label} />
    </Center>
  );
}

export function NoOffers({ children }: { children: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      {children}
    </Stack>
  );
}

export function OfferPages({
  page,
  totalPages,
  label,
  onPage,
}: {
  page: number;
  totalPages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={label}>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onPage}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
      />
    </Group>
  );
}

import { SegmentedControl } from '@mantine/core';
import type { OfferListStatus } from '../api/my-offers';
import { STATUS_FILTERS } from '../offer-list-search';

export function StatusFilter({
  value,
  onChange,
}: {
  value: OfferListStatus;
  onChange: (status: OfferListStatus) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Offers to show"
      data={STATUS_FILTERS.map((filter) => ({ ...filter }))}
      value={value}
      onChange={(status) => onChange(status as OfferListStatus)}
    />
  );
}

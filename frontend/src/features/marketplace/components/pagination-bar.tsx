import { Button, Group } from '@mantine/core';
import { pageWindow } from '../search-state';

interface PaginationBarProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, Next and up to 5 page buttons; only when there is more than one page. */
export function PaginationBar({ page, totalPages, onPage }: PaginationBarProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" gap="xs" component="nav" aria-label="Pagination">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="default" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}

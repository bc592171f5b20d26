import { Button, Group, Loader, Text } from '@mantine/core';
import { countOf } from '../../../lib/format';

interface LoadMoreProps {
  /** How many rows are shown, and what they are: "event", "sale". */
  shown: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * How many rows are shown, and "Load more" while the server has another page. The button stays
 * focusable while the page loads (no `disabled`), so a keyboard user can press it again.
 */
export function LoadMore({ shown, noun, hasMore, loading, onLoadMore }: LoadMoreProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {hasMore
          ? `Showing the first ${countOf(shown, noun)}`
          : `Showing all ${countOf(shown, noun)}`}
      </Text>
      {hasMore && (
        <Button
          variant="light"
          aria-disabled={loading || undefined}
          leftSection={loading ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
          onClick={() => {
            if (!loading) onLoadMore();
          }}
        >
          Load more
        </Button>
      )}
    </Group>
  );
}

import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';
import { countOf } from '../../../lib/format';

/** A screen's height while the listings load, so that the footer does not jump when they come. */
export function MarketplaceLoading() {
  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Loading marketplace...</Text>
      </Stack>
    </Center>
  );
}

interface MarketplaceErrorProps {
  message: string;
  signedIn: boolean;
  onRetry: () => void;
}

/** Spec section 2, "States": the error with Try Again, Sign In Again and Create Account. */
export function MarketplaceError({ message, signedIn, onRetry }: MarketplaceErrorProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  // The server refused the session: forget it first, or /login would send the user straight back.
  const signInAgain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void signOut();
    void navigate('/login?redirect=%2Fmarketplace');
  };

  return (
    <Alert color="red" variant="light" role="alert" title="Unable to load the marketplace">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Group gap="sm">
          <Button size="xs" color="red" variant="light" onClick={onRetry}>
            Try Again
          </Button>
          {message.includes('Authentication') && (
            <Button component={Link} to="/login" size="xs" color="red" onClick={signInAgain}>
              Sign In Again
            </Button>
          )}
          {!signedIn && (
            <Button component={Link} to="/signup" size="xs" variant="default">
              Create Account
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

interface PastLastPageProps {
  page: number;
  totalPages: number;
  /** Where the last page of the same search is. */
  lastPageHref: string;
}

/** A page number beyond the results (an old link, a hand-typed URL): not an empty marketplace. */
export function PastLastPage({ page, totalPages, lastPageHref }: PastLastPageProps) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" ta="center">
        <Text fw={600}>
          Page {page} is past the end: these results have {countOf(totalPages, 'page')}.
        </Text>
        <Button component={Link} to={lastPageHref} variant="light">
          Go to the last page
        </Button>
      </Stack>
    </Center>
  );
}

interface MarketplaceEmptyProps {
  filtered: boolean;
  onClear: () => void;
}

export function MarketplaceEmpty({ filtered, onClear }: MarketplaceEmptyProps) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="sm" ta="center">
        {filtered ? (
          <>
            <Text fw={600}>No domains match your filters</Text>
            <Button variant="light" onClick={onClear}>
              Clear All Filters
            </Button>
          </>
        ) : (
          <Text fw={600}>No domains are currently listed in the marketplace</Text>
        )}
      </Stack>
    </Center>
  );
}

import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth/auth-context';

function reloadPage(): void {
  window.location.reload();
}

interface ProtectedRouteProps {
  children?: ReactNode;
  /** What Retry does after a connection error; reloads the page. */
  onRetry?: () => void;
}

export function ProtectedRoute({ children, onRetry = reloadPage }: ProtectedRouteProps) {
  const { user, loading, error } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <Center mih="60vh">
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    );
  }

  if (error) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Connection Error" role="alert">
          <Stack gap="md" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button color="red" variant="light" onClick={onRetry}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }

  if (user) return children ?? <Outlet />;

  const target = `${location.pathname}${location.search}`;
  return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
}

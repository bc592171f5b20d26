import { Alert, Button, Group, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../lib/auth/auth-context';

interface ErrorBannerProps {
  title: string;
  message: string;
  onRetry: () => void;
}

export function ErrorBanner({ title, message, onRetry }: ErrorBannerProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" color="red" variant="light" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

export function AuthErrorBanner({ message }: { message: string }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  // The server refused the stored session: forget it first, or /login would send the user back here.
  const signInAgain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void signOut();
    void navigate('/login');
  };

  return (
    <Alert color="red" variant="light" title="Authentication Error" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button component={Link} to="/login" size="xs" color="red" onClick={signInAgain}>
          Sign In Again
        </Button>
      </Group>
    </Alert>
  );
}

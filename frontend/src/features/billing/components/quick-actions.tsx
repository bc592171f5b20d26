import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

export function QuickActions({ offerPro }: { offerPro: boolean }) {
  return (
    <Group gap="sm">
      <Button component={Link} to="/list-domain">
        List a Domain
      </Button>
      <Button component={Link} to="/dashboard" variant="default">
        Dashboard
      </Button>
      {offerPro && (
        <Button component={Link} to="/checkout?plan=pro" variant="light" color="grape">
          Upgrade to Pro
        </Button>
      )}
    </Group>
  );
}

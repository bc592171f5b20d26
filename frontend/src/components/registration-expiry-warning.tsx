import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '../lib/format';
import { registrationExpiryWarning } from '../lib/listings/registration-expiry';

/**
 * "Expires in 40 days" or "Registration expired" beside a name whose registration ends soon; nothing
 * otherwise. The words carry the warning in a dark red that reads 5.5:1; the icon only marks it.
 */
export function RegistrationExpiryWarning({
  expiresAt,
  size = 'sm',
}: {
  expiresAt: string | null | undefined;
  size?: 'xs' | 'sm' | 'md';
}) {
  const warning = registrationExpiryWarning(expiresAt);
  if (!warning || !expiresAt) return null;
  return (
    <Group
      component="span"
      gap={4}
      wrap="nowrap"
      display="inline-flex"
      title={`The registry gives ${formatDate(expiresAt)} as the end of the name's registration`}
    >
      <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
      <Text span size={size} fw={600} c="red.9">
        {warning}
      </Text>
    </Group>
  );
}

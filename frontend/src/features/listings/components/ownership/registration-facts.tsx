import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RegistrationExpiryWarning } from '../../../../components/registration-expiry-warning';
import { formatDate } from '../../../../lib/format';
import type { ListingOwnership } from '../../api/listing-ownership';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** Why no registration is shown, when the registry's RDAP gave none. */
function missingRegistration(source: ListingOwnership['registration']['source']): string | null {
  if (source === null) return 'Not read yet: press Check now.';
  if (source === 'unknown') return "This name's registry publishes no RDAP, so it cannot be read.";
  if (source === 'not_registered') return "The name's registry has no registration for it.";
  return null;
}

/** The registration as the registry's RDAP reads it: registrar of record, end date, statuses. */
export function RegistrationFacts({ ownership }: { ownership: ListingOwnership }) {
  const { registration } = ownership;
  const missing = missingRegistration(registration.source);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Registration
      </Title>
      {missing ? (
        <Text size="sm">{missing}</Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
          <Fact label="Registrar of record">{registration.registrar ?? 'Not given'}</Fact>
          <Fact label="Registration ends">
            {registration.expires_at ? (
              <Stack component="span" gap={2}>
                <span>{formatDate(registration.expires_at)}</span>
                <RegistrationExpiryWarning expiresAt={registration.expires_at} />
              </Stack>
            ) : (
              'Not given'
            )}
          </Fact>
          <Fact label="Statuses">
            {registration.statuses.length > 0 ? (
              <Group component="span" gap={4}>
                {registration.statuses.map((status) => (
                  <Badge key={status} component="span" variant="outline" color="gray" size="sm">
                    {status}
                  </Badge>
                ))}
              </Group>
            ) : (
              'None'
            )}
          </Fact>
        </SimpleGrid>
      )}
    </Stack>
  );
}

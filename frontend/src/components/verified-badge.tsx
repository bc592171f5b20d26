import { Badge, type BadgeProps } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

export const VERIFIED_EXPLANATION = "The seller proved control of this name's DNS";

/**
 * A listing whose seller published its DNS record (ADR 0024). Blue: its light badge reads 4.9:1,
 * where teal's and green's fall under 4.5:1; the icon is decoration, so the badge reads "Verified".
 */
export function VerifiedBadge({ size = 'sm' }: { size?: BadgeProps['size'] }) {
  return (
    <Badge
      component="span"
      color="blue"
      variant="light"
      size={size}
      title={VERIFIED_EXPLANATION}
      leftSection={<IconRosetteDiscountCheckFilled size="1.1em" aria-hidden />}
    >
      Verified
    </Badge>
  );
}

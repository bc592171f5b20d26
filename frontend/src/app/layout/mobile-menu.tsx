import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/** The header's menu on narrow screens: a drawer from the right. */
export function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      hiddenFrom="lg"
      size="xs"
      position="right"
      title="Menu"
    >
      {children}
    </Drawer>
  );
}

import { Button, type ButtonProps, Loader } from '@mantine/core';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'disabled'> & {
    busy: boolean;
  };

/**
 * A button that stays focusable while its action runs. Mantine's `loading` disables the button,
 * and a disabled button drops keyboard focus to the page body; this one only refuses clicks and
 * says it is busy, so focus is where the user left it when the answer arrives.
 */
export function BusyButton({ busy, onClick, leftSection, ...props }: BusyButtonProps) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      onClick={click}
    />
  );
}

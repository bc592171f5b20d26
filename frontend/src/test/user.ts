import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the input labelled `label` the way a user pasting into it would; skips empty values. */
export async function fillField(user: UserEvent, label: string, value: string): Promise<void> {
  if (!value) return;
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

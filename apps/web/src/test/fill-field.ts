import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills an empty text field the way a paste does: a click, then the whole value in one input
 * event. `user.type` re-renders the MUI field once per key in React's development build, which was
 * 44 % of the form tests' CPU; keep it where a test is about typing (filtering, per-key checks).
 */
export async function fillField(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}

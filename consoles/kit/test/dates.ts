import type { UserEvent } from '@testing-library/user-event';

/** Types a day into a `DateField` the way a keyboard user does: focus, replace the text, leave the box (which commits it). */
export async function typeDay(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.type(input, text, { skipClick: true });
  await user.tab();
}

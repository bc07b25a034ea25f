import type { UserEvent } from "@testing-library/user-event";

/**
 * Test code only: `user.keyboard(keys)` one key at a time. testing-library runs each user-event
 * call inside one `act`, so React renders only when it ends; Slate needs its render between two
 * keystrokes, as a browser gives it.
 */
export async function typeKeys(user: UserEvent, keys: string): Promise<void> {
  for (const key of keys.match(/\{[^}]+\}|[^{]/gu) ?? []) await user.keyboard(key);
}

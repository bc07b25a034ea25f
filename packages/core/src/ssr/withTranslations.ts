import { AsyncLocalStorage } from "node:async_hooks";
import { setTranslationScope } from "../i18n/t";
import type { Translations } from "../i18n/t";

/**
 * Each server render's strings. A server renders many pages at once, and a render that waits
 * (a widget that suspends, the layout request) resumes in whatever order the data arrives, so a
 * module value would hand one page another's locale. AsyncLocalStorage follows the render through
 * its awaits and React's rescheduled work, which all start inside `withTranslations`.
 */
const storage = new AsyncLocalStorage<Translations>();

// Injected here, in the server-only half of core, so that the browser bundle has no Node import.
setTranslationScope(() => storage.getStore());

/** Runs `render` (and everything it starts) with `translations` as what `t()` reads. */
export function withTranslations<T>(translations: Translations, render: () => T): T {
  return storage.run(translations, render);
}

import { pollWidget } from "./pollWidget";

/** The add-on's layout catalog entries: the server halves of its shared widgets (`shared/widgets.ts`). */
export const POLL_WIDGETS = [pollWidget];

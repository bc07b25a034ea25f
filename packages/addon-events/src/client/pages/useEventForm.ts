import { useMemo, useState } from "react";
import type { QuorumEvent } from "../../shared/Event";
import { parseLocalDateTime, wallDateTime, wallTime, zonedToInstant } from "../../shared/zonedTime";
import { viewerTimeZone } from "../eventTimes";

export interface EventFormState {
  name: string;
  body: string;
  categoryID: number | null;
  /** What the member typed: wall-clock times in `timeZone` (datetime-local values; dates when all day). */
  starts: string;
  ends: string;
  timeZone: string;
  allDay: boolean;
  location: string;
  onlineUrl: string;
}

export interface EventFormApi {
  state: EventFormState;
  set(patch: Partial<EventFormState>): void;
  /** The typed times as the instants the API takes (empty when not a time: the server says so). */
  instants(): { dateStarts: string; dateEnds: string };
}

function initial(event: QuorumEvent | null, categoryID: number | null): EventFormState {
  if (event) {
    const local = (iso: string) => wallDateTime(wallTime(new Date(iso), event.timeZone));
    return {
      name: event.name,
      body: event.bodyRaw,
      categoryID: event.categoryID,
      starts: event.allDay ? local(event.dateStarts).slice(0, 10) : local(event.dateStarts),
      ends: event.allDay ? local(event.dateEnds).slice(0, 10) : local(event.dateEnds),
      timeZone: event.timeZone,
      allDay: event.allDay,
      location: event.location ?? "",
      onlineUrl: event.onlineUrl ?? "",
    };
  }
  return { name: "", body: "", categoryID, starts: "", ends: "", timeZone: viewerTimeZone() ?? "UTC", allDay: false, location: "", onlineUrl: "" };
}

/** The event form's state: times are kept as typed, in the chosen time zone, and turned into instants on submit. */
export function useEventForm(event: QuorumEvent | null, categoryID: number | null): EventFormApi {
  const [state, setState] = useState(() => initial(event, categoryID));
  return useMemo(
    () => ({
      state,
      set: (patch) => setState((previous) => ({ ...previous, ...patch })),
      instants: () => {
        const instant = (value: string): string => {
          const wall = parseLocalDateTime(value);
          return wall ? zonedToInstant(wall, state.timeZone).toISOString() : value;
        };
        return { dateStarts: instant(state.starts), dateEnds: instant(state.ends) };
      },
    }),
    [state],
  );
}

import type { Attendance } from "../../shared/Event";

export interface DemoEvent {
  name: string;
  body: string;
  author: string;
  /** Days from the seeding day, and the start hour in the event's time zone. */
  inDays: number;
  hour: number;
  hours: number;
  timeZone: string;
  allDay: boolean;
  location: string | null;
  onlineUrl: string | null;
  attendees: Record<string, Attendance>;
}

/** Demo events: two upcoming (one in a room, one online) and a past all-day one, with answers. */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    name: "Community meetup",
    body: "Meet the people behind the usernames. Snacks provided.",
    author: "alice",
    inDays: 7,
    hour: 18,
    hours: 3,
    timeZone: "Europe/London",
    allDay: false,
    location: "The Old Library, Room 2",
    onlineUrl: null,
    attendees: { alice: "yes", bob: "maybe", moderator: "yes" },
  },
  {
    name: "Ask the team anything",
    body: "An hour of questions and answers with the people who run this forum.",
    author: "moderator",
    inDays: 14,
    hour: 12,
    hours: 1,
    timeZone: "America/New_York",
    allDay: false,
    location: null,
    onlineUrl: "https://meet.example.com/ask-the-team",
    attendees: { bob: "yes", alice: "no" },
  },
  {
    name: "Spring cleanup day",
    body: "We tidied the categories and tagged old threads together.",
    author: "bob",
    inDays: -20,
    hour: 0,
    hours: 0,
    timeZone: "UTC",
    allDay: true,
    location: "Everywhere",
    onlineUrl: null,
    attendees: { bob: "yes", alice: "yes" },
  },
];

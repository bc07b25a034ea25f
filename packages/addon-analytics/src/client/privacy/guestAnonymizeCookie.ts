import type { AnonymizeData } from "../../shared/AnalyticsSummary";

/** A year: a guest's choice lasts like a preference, not a visit. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie the server reads for a guest (`<garden.cookie.name>-AnonymizeData`, spec §8). */
function guestCookieName(cookieName: string): string {
  return `${cookieName}-AnonymizeData`;
}

/** A guest's choice from `document.cookie`: "1" or "0", and -1 (the site's default) without one. */
export function readGuestChoice(cookieName: string, cookies: string): AnonymizeData {
  const name = guestCookieName(cookieName);
  const value = cookies
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([key]) => key === name)?.[1];
  return value === "1" ? 1 : value === "0" ? 0 : -1;
}

/**
 * The `document.cookie` assignment keeping a guest's choice at `garden.cookie.path`: the API's
 * privacy setting is a member's (spec §8 "used for signed-in users"), so a guest's lives in the
 * browser, and -1 removes it.
 */
export function guestChoiceCookie(cookieName: string, cookiePath: string, choice: AnonymizeData): string {
  const name = guestCookieName(cookieName);
  const age = choice === -1 ? 0 : MAX_AGE_SECONDS;
  return `${name}=${choice === -1 ? "" : String(choice)}; path=${cookiePath}; max-age=${age}; SameSite=Lax`;
}

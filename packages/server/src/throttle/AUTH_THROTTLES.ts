import type { ThrottleRule } from "./Throttle";

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Sign-in and registration throttles. Failed sign-ins are counted per account (a success clears
 * them) and per client address (never cleared by a success: one valid account must not reset the
 * count of an address guessing others). A registration counts per address whether it succeeds or
 * not; its limit is the `registration.maxPerAddress` setting, per hour.
 */
export const AUTH_THROTTLES = {
  signInAccount: {
    scope: "signIn.account",
    limit: 10,
    windowMs: FIFTEEN_MINUTES,
    message: (wait) => `Too many failed sign-in attempts for this account. Try again in ${wait}.`,
  },
  signInAddress: {
    scope: "signIn.address",
    limit: 50,
    windowMs: FIFTEEN_MINUTES,
    message: (wait) => `Too many failed sign-in attempts from your network. Try again in ${wait}.`,
  },
  registration: (limit: number): ThrottleRule => ({
    scope: "registration.address",
    limit,
    windowMs: 3600_000,
    message: (wait) => `Too many registrations from your network. Try again in ${wait}.`,
  }),
} satisfies Record<string, ThrottleRule | ((limit: number) => ThrottleRule)>;

import type { ThrottleRule } from "../throttle/Throttle";

/** Resent confirmation emails per member: a few, so a mistyped filter or a slow mail server is covered, not a mail bomb. */
export const EMAIL_CONFIRMATION_THROTTLE: ThrottleRule = {
  scope: "emailConfirmation.request",
  limit: 3,
  windowMs: 3600_000,
  message: (wait) => `Too many confirmation emails were sent. Try again in ${wait}.`,
};

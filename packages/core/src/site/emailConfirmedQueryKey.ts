/**
 * The query-cache entry saying the signed-in member's email was confirmed during this page's life
 * (the confirmation page writes `true`): the email-confirmation toast leaves at once, without
 * waiting for the next page load to bring a fresh current user.
 */
export const EMAIL_CONFIRMED_QUERY_KEY = ["site", "emailConfirmed"] as const;

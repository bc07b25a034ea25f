/** What an email about a notification says, and to whom (the job fills it from the entry). */
export interface NotificationEmail {
  userID: number;
  notificationID: number;
  /** The headline, `<b>` tags only. */
  body: string;
  /** The notification's target, relative to the site. */
  url: string;
}

/**
 * STUB — sends the email of a notification whose member wants one (`email = 'pending'`). It does
 * nothing yet: the mail transport (`ctx.mail`, an outbox folder or SMTP) is another part of the
 * site and is wired in here. The job marks the entry `sent` once this resolves.
 */
export async function sendNotificationEmail(_email: NotificationEmail): Promise<void> {}

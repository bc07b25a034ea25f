import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { CoreTables } from "../db/CoreTables";
import { validationError } from "../errors/validationError";
import type { MailTransport } from "../mail/MailTransport";

/** How long an emailed confirmation link works. */
export const EMAIL_CONFIRMATION_LIFETIME_MS = 48 * 3600_000;

/** The confirmation link's path; the site's page of that address confirms (`POST /users/{id}/confirm-email`). */
function confirmationPath(userID: number, token: string): string {
  return `/entry/emailconfirm/${userID}/${token}`;
}

function hashOf(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * Email confirmation (spec §5): `issue` emails a member a link carrying a random token, of which
 * only the SHA-256 is stored, with its expiry and the address it confirms; issuing again replaces
 * the last one, so only the newest link works. `confirm` takes the token once, before it expires
 * and while the account still has that address. Time comes from `now` (a fake clock in tests).
 */
export class EmailConfirmations {
  constructor(
    private readonly db: Kysely<CoreTables>,
    private readonly mail: MailTransport,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores a new token for the user and emails its link (absolute, on `origin`). */
  async issue(user: { userID: number; name: string; email: string }, origin: string): Promise<void> {
    const token = randomBytes(32).toString("base64url");
    const row = { userID: user.userID, tokenHash: hashOf(token), email: user.email, dateExpires: new Date(this.now() + EMAIL_CONFIRMATION_LIFETIME_MS) };
    await this.db
      .insertInto("emailConfirmations")
      .values(row)
      .onConflict((oc) => oc.column("userID").doUpdateSet({ tokenHash: row.tokenHash, email: row.email, dateExpires: row.dateExpires }))
      .execute();
    const link = `${origin}${confirmationPath(user.userID, token)}`;
    await this.mail.send({
      to: user.email,
      subject: "Confirm your email address",
      text: `Hello ${user.name},\n\nConfirm your email address by opening this link:\n\n${link}\n\nThe link works once, for ${EMAIL_CONFIRMATION_LIFETIME_MS / 3600_000} hours. If you did not register, ignore this email.\n`,
    });
  }

  /**
   * Confirms the user's address with an emailed token, once: a wrong, used or replaced token, or one
   * for an address the account no longer has, is a 422 on `confirmationCode`, as is an expired one.
   * Answers the confirmed address.
   */
  async confirm(userID: number, token: string): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom("emailConfirmations")
        .innerJoin("users", "users.userID", "emailConfirmations.userID")
        .select(["emailConfirmations.tokenHash", "emailConfirmations.email", "emailConfirmations.dateExpires", "users.email as currentEmail"])
        .where("emailConfirmations.userID", "=", userID)
        .forUpdate()
        .executeTakeFirst();
      const given = Buffer.from(hashOf(token));
      const matches = found !== undefined && given.length === Buffer.byteLength(found.tokenHash) && timingSafeEqual(given, Buffer.from(found.tokenHash));
      if (!found || !matches || found.email.toLowerCase() !== found.currentEmail.toLowerCase()) {
        throw validationError("confirmationCode", "This confirmation link is not valid.");
      }
      if (found.dateExpires.getTime() <= this.now()) throw validationError("confirmationCode", "This confirmation link has expired.", "expired");
      await trx.deleteFrom("emailConfirmations").where("userID", "=", userID).execute();
      await trx.updateTable("users").set({ emailConfirmed: true }).where("userID", "=", userID).execute();
      return found.currentEmail;
    });
  }
}

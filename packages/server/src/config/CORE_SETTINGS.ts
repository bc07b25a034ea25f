import { Type } from "@sinclair/typebox";
import type { ConfigSetting } from "../addons/defineServerAddon";
import { MEDIA_SETTINGS } from "../media/MEDIA_SETTINGS";

const text = (value: string, maxLength = 500): ConfigSetting => ({ default: value, schema: Type.String({ maxLength }), public: true });
const flag = (value: boolean): ConfigSetting => ({ default: value, schema: Type.Boolean(), public: true });

/** The framework's settings (spec §3 "Config", §9): defaults, validation, visibility. */
export const CORE_SETTINGS: Readonly<Record<string, ConfigSetting>> = {
  "garden.title": { default: "Quorum", schema: Type.String({ minLength: 1, maxLength: 100 }), public: true },
  "garden.description": text("", 500),
  /** Title of the home page; empty means `garden.title`. */
  "garden.homepageTitle": text("", 100),
  "garden.cookie.name": { default: "quorum", schema: Type.String({ minLength: 1, maxLength: 50, pattern: "^[A-Za-z0-9_-]+$" }), public: true },
  "garden.cookie.path": { default: "/", schema: Type.String({ minLength: 1, maxLength: 200, pattern: "^/" }), public: true },
  "garden.locale": { default: "en", schema: Type.String({ minLength: 2, maxLength: 20 }), public: true },
  /** Seconds an author may edit their post; negative means no limit (spec §9). */
  "ui.editContentTimeout": { default: 3600, schema: Type.Integer({ minimum: -1, maximum: 31_536_000 }), public: true },
  "ui.bannedPrivateProfile": flag(false),
  "registration.enabled": flag(true),
  /** New members must confirm their email address (spec §5): until then they lack `registration.withheldUntilConfirmed`. */
  "registration.confirmEmail": flag(false),
  /**
   * The permissions a member whose email is not confirmed does not get while confirmation is
   * required (posting, by default): refused on the server, hidden on screen (`withholdUntilConfirmed`).
   */
  "registration.withheldUntilConfirmed": {
    default: ["discussions.add", "comments.add"],
    schema: Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: "^[A-Za-z0-9_.-]+$" }), { maxItems: 100, uniqueItems: true }),
    public: false,
  },
  /** Emails for notifications: the preferences offer the email column only when on (spec §5). */
  "emails.enabled": flag(false),
  /** The email digest: the preferences offer it only when on (spec §5). */
  "emails.digest": flag(false),
  /** Hours between two digests of a member's notifications: daily unless set (site managers only). */
  "emails.digestIntervalHours": { default: 24, schema: Type.Integer({ minimum: 1, maximum: 24 * 31 }), public: false },
  /** Registrations one client address may make per hour; 0 turns the throttle off (site managers only). */
  "registration.maxPerAddress": { default: 10, schema: Type.Integer({ minimum: 0, maximum: 100_000 }), public: false },
  // Upload rules belong to the framework's media storage, whichever feature takes the upload.
  ...MEDIA_SETTINGS,
};

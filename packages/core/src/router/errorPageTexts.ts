import { t } from "../i18n/t";

export interface ErrorPageTexts {
  title: string;
  message: string;
}

/** The record type words a not-found page can name ("Discussion Not Found"); Page by default. */
// "group": the groups add-on's page (its layout route's `recordType`).
const typeWords: Readonly<Record<string, string>> = { discussion: "Discussion", comment: "Comment", category: "Category", group: "Group" };

/** The title word of a lookup's record type, Page when it is not a record page. */
export function notFoundType(recordType: string | undefined): string {
  return (recordType && typeWords[recordType]) || "Page";
}

/**
 * The texts of the error pages of spec §2, by HTTP status: 404 '{Type} Not Found', 403
 * 'Permission Problem', anything else 'There was an error'. Shared by the page and the server
 * render's <title>.
 */
export function errorPageTexts(status: number, type = "Page"): ErrorPageTexts {
  if (status === 404) {
    return {
      title: t("{Type} Not Found", { Type: t(type) }),
      message: t("The {type} you were looking for could not be found.", { type: t(type).toLowerCase() }),
    };
  }
  if (status === 403) return { title: t("Permission Problem"), message: t("You don't have permission to view this resource.") };
  return { title: t("There was an error"), message: t("Please try again later.") };
}

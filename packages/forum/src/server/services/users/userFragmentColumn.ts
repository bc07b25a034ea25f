import { placeholderUser, profilePath, type UserFragment } from "@quorum/api";
import { sql, type Expression, type RawBuilder } from "kysely";
import { isoDate } from "../isoDate";

/** A user's card fields as `json_build_object` answers them (a timestamp as ISO text with an offset). */
export interface UserFragmentJson {
  userID: number;
  name: string;
  photoUrl: string;
  title: string;
  banned: boolean;
  dateLastActive: string | null;
}

/**
 * The card fields of the user `userID` points at, as a JSON column (null for no such user), to
 * select beside each row of a page. The authors then come back in the page's own round trip: a
 * primary-key lookup per row inside PostgreSQL costs far less than a second query from here.
 */
export function userFragmentColumn(userID: Expression<number | null>): RawBuilder<UserFragmentJson | null> {
  return sql<UserFragmentJson | null>`(SELECT json_build_object('userID', u."userID", 'name', u."name", 'photoUrl', u."photoUrl", 'title', u."title", 'banned', u."banned", 'dateLastActive', u."dateLastActive") FROM "users" AS u WHERE u."userID" = ${userID})`;
}

/** The API's user fragment of a `userFragmentColumn` value. */
export function toUserFragment(json: UserFragmentJson): UserFragment {
  return {
    userID: json.userID,
    name: json.name,
    url: profilePath(json.name),
    photoUrl: json.photoUrl,
    dateLastActive: json.dateLastActive === null ? null : isoDate(new Date(json.dateLastActive)),
    title: json.title,
    banned: json.banned ? 1 : 0,
  };
}

/**
 * Stands in for a user the record names but whose account is not there (spec §3 placeholder
 * users): 'User Deleted' when an account was recorded (an id above 0: posts are only made by
 * accounts, so it was deleted since), 'Unknown User' when none was (an id of 0 or none). The
 * record keeps its own id (`insertUserID`), so the post keeps showing, under the placeholder.
 */
export function unknownUser(userID?: number | null): UserFragment {
  return placeholderUser(typeof userID === "number" && userID > 0 ? "deleted" : "unknown");
}

import type { User } from "@quorum/api";

/** A user as `GET /users/{id}` answers it on a site with the forum: the framework's record and the forum's post counts. */
export interface ForumUser extends User {
  countDiscussions: number;
  countComments: number;
}

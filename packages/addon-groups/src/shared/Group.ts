/** Who may find, read and join a group (issue 16 §1). */
export type GroupPrivacy = "public" | "private" | "secret";

/** A member's role in one group: leaders edit it, invite, approve requests and remove members. */
export type GroupRole = "leader" | "member";

/** Where the viewer stands with a group. */
export type GroupViewerStatus = "leader" | "member" | "requested" | "invited" | "none";

/** A group as `GET /api/v2/groups/{groupID}` answers it. */
export interface Group {
  groupID: number;
  name: string;
  description: string;
  iconUrl: string | null;
  bannerUrl: string | null;
  privacy: GroupPrivacy;
  countMembers: number;
  insertUserID: number;
  dateInserted: string;
  dateUpdated: string | null;
  /** The group page, relative to the site. */
  url: string;
  /**
   * The forum category of its discussions (`GET /discussions?categoryID=`): null before its first
   * discussion, and to those who may not read it.
   */
  categoryID: number | null;
  viewer: {
    status: GroupViewerStatus;
    /** Whether the viewer may read the group's discussions and members. */
    canRead: boolean;
    /** Whether the viewer leads it or holds `groups.moderate`. */
    canManage: boolean;
  };
}

/** One member as `GET /groups/{groupID}/members` answers it. */
export interface GroupMember {
  userID: number;
  name: string;
  photoUrl: string;
  role: GroupRole;
  dateInserted: string;
}

/** One pending join request or invitation (`GET /groups/{groupID}/requests`, `/invitations`). */
export interface GroupApplicant {
  userID: number;
  name: string;
  photoUrl: string;
  type: "request" | "invitation";
  dateInserted: string;
}

export const groupUrl = (groupID: number): string => `/groups/${groupID}`;

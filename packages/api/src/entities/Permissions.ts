/** One row of granted permissions: global, or for one resource of a type (spec §3 "Permissions payload"). */
export interface PermissionFragment {
  type: "global" | string;
  id?: number;
  permissions: Record<string, boolean>;
}

/** What `GET /users/$me/permissions?expand=junctions` answers. */
export interface PermissionsPayload {
  isAdmin: boolean;
  permissions: PermissionFragment[];
  /** Resource ids, by resource type, whose own permissions replace the global ones. */
  junctions?: Record<string, number[]>;
  /** Resource ids, by resource type, mapped to the junction id whose permissions they inherit. */
  junctionAliases?: Record<string, Record<string, number>>;
}

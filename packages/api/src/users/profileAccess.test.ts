import { describe, expect, it } from "vitest";
import type { PermissionsPayload } from "../entities/Permissions";
import { placeholderKind, placeholderUser } from "./placeholderUser";
import { profileAccess } from "./profileAccess";

const grants = (...names: string[]): PermissionsPayload => ({
  isAdmin: false,
  permissions: [{ type: "global", permissions: Object.fromEntries(names.map((name) => [name, true])) }],
});

describe("profileAccess (spec §6)", () => {
  const open = { userID: 7 };
  const closed = { userID: 7, private: true };
  const banned = { userID: 7, banned: 1 as const };

  it("needs profiles.view or users.add/edit/delete to see anyone else", () => {
    expect(profileAccess(grants(), 5, open).view).toBe("none");
    for (const name of ["profiles.view", "users.add", "users.edit", "users.delete"]) expect(profileAccess(grants(name), 5, open).view, name).toBe("full");
    expect(profileAccess(null, 5, open).view).toBe("none");
  });

  it("restricts private and banned profiles to those without personalInfo.view, never to the user", () => {
    expect(profileAccess(grants("profiles.view"), 5, closed)).toEqual({ view: "restricted", showEmail: false });
    expect(profileAccess(grants("profiles.view"), 5, banned)).toEqual({ view: "restricted", showEmail: false });
    expect(profileAccess(grants("profiles.view", "personalInfo.view"), 5, closed)).toEqual({ view: "full", showEmail: true });
    expect(profileAccess(grants(), 7, closed)).toEqual({ view: "full", showEmail: true });
    // A guest (id 0) is nobody's self.
    expect(profileAccess(grants("profiles.view"), 0, { userID: 0, private: true }).view).toBe("restricted");
  });
});

describe("placeholder users (spec §3)", () => {
  it("have id 0, no photo, never active, and are told apart by name", () => {
    expect(placeholderUser("deleted")).toEqual({ userID: 0, name: "User Deleted", photoUrl: "", dateLastActive: null });
    expect(placeholderKind(placeholderUser("removed"))).toBe("removed");
    expect(placeholderKind({ userID: 0, name: "Someone" })).toBe("unknown");
    expect(placeholderKind({ userID: 3, name: "User Deleted" })).toBeNull();
  });
});

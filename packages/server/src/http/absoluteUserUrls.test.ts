import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import { describe, expect, it } from "vitest";
import { absoluteUserUrls } from "./absoluteUserUrls";

const origin = "https://forum.example.com";

describe("absoluteUserUrls", () => {
  it("makes every user's link and photo absolute, wherever the user sits, with the default photo for none", () => {
    const viewer = Object.freeze({ userID: 3, name: "Ann", url: "/profile/Ann", photoUrl: "", dateLastActive: null });
    const answer = [
      { discussionID: 1, url: "/discussion/1/hi", insertUser: viewer, lastUser: { userID: 4, name: "Bo", photoUrl: "/uploads/ab/c.png" } },
      { discussionID: 2, url: "/discussion/2/yo", insertUser: { userID: 5, name: "Cy", url: "/profile/Cy", photoUrl: "https://cdn.example.net/cy.png" } },
      { discussionID: 3, lastPost: { insertUser: { userID: 6, name: "Di", photoUrl: "//cdn.example.net/di.png" } } },
    ];
    expect(absoluteUserUrls(answer, origin)).toEqual([
      {
        discussionID: 1,
        url: "/discussion/1/hi",
        insertUser: { ...viewer, url: `${origin}/profile/Ann`, photoUrl: `${origin}${DEFAULT_PHOTO_PATH}` },
        lastUser: { userID: 4, name: "Bo", photoUrl: `${origin}/uploads/ab/c.png` },
      },
      {
        discussionID: 2,
        url: "/discussion/2/yo",
        insertUser: { userID: 5, name: "Cy", url: `${origin}/profile/Cy`, photoUrl: "https://cdn.example.net/cy.png" },
      },
      { discussionID: 3, lastPost: { insertUser: { userID: 6, name: "Di", photoUrl: "https://cdn.example.net/di.png" } } },
    ]);
    // Answers are built from cached objects: nothing given is changed.
    expect(viewer.photoUrl).toBe("");
    expect(answer[1]?.insertUser).toEqual({ userID: 5, name: "Cy", url: "/profile/Cy", photoUrl: "https://cdn.example.net/cy.png" });
  });

  it("leaves answers without users as they are (the same objects)", () => {
    const answer = { categoryID: 1, url: "/categories/a", children: [{ categoryID: 2, url: "/categories/b" }], tags: ["x"] };
    expect(absoluteUserUrls(answer, origin)).toBe(answer);
    expect(absoluteUserUrls("text", origin)).toBe("text");
    expect(absoluteUserUrls(null, origin)).toBe(null);
  });
});

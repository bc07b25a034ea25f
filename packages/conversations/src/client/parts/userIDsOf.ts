import type { UserFragment } from "@quorum/api";
import { t, type ApiClient } from "@quorum/core";

/** Members' ids by their names (comma separated), each looked up whole; an unknown name is an error naming it. */
export async function userIDsOf(api: ApiClient, text: string): Promise<number[]> {
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  return Promise.all(
    names.map(async (name) => {
      const [user] = (await api.get<UserFragment[]>("/users/by-names/", { params: { name, limit: 1 } })).data;
      if (!user || user.name.toLowerCase() !== name.toLowerCase()) throw new Error(t("No member is called {name}.", { name }));
      return user.userID;
    }),
  );
}

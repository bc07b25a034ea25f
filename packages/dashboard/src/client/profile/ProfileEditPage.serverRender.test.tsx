// @vitest-environment node
import { AddonRegistry, coreAddon } from "@quorum/core";
import { renderPage } from "@quorum/core/server-render";
import type { RenderRequest } from "@quorum/core/server-render";
import { guestBootstrap } from "@quorum/core/testing";
import { describe, expect, it } from "vitest";
import dashboard from "../index";
import { accountBootstrap } from "../testing/fixtures";

const registry = new AddonRegistry([coreAddon, dashboard]);
const EDIT = {
  name: "Ada",
  email: "ada@example.com",
  photoUrl: "",
  title: "Regular",
  signature: "",
  private: true,
  banned: false,
  emailConfirmed: true,
  isAdmin: false,
  roleIDs: [8],
};

async function render(bootstrap: RenderRequest["bootstrap"]) {
  const requests: string[] = [];
  const fetch = async (input: string): Promise<Response> => {
    requests.push(input);
    return new Response(JSON.stringify(EDIT), { status: 200, headers: { "content-type": "application/json" } });
  };
  return { ...(await renderPage({ url: "/profile/edit", bootstrap, fetch, assets: { scripts: [], styles: [] } }, registry)), requests };
}

describe("the server render of /profile/edit", () => {
  it("sends the member a filled-in form that can be typed in and submitted before hydration", async () => {
    const { status, html, requests } = await render(accountBootstrap() as RenderRequest["bootstrap"]);
    expect(status).toBe(200);
    expect(requests).toEqual(["/api/v2/users/5/edit"]);
    expect(html).toContain(">Edit Profile</h1>");
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ada"/);
    expect(html).toMatch(/<input[^>]*name="title"[^>]*value="Regular"/);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""/);
  });

  it("answers a guest 403 with the permission page, without asking the API", async () => {
    const { status, html, requests } = await render(guestBootstrap() as RenderRequest["bootstrap"]);
    expect(status).toBe(403);
    expect(html).toContain("Permission Problem");
    expect(requests).toEqual([]);
  });
});

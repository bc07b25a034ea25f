// @vitest-environment node
import { AddonRegistry, coreAddon } from "@quorum/core";
import type { QuorumPageData } from "@quorum/core";
import { renderPage } from "@quorum/core/server-render";
import type { RenderRequest } from "@quorum/core/server-render";
import { memberBootstrap } from "@quorum/core/testing";
import { describe, expect, it } from "vitest";
import dashboard from "../index";
import { ADDONS, managerBootstrap } from "../testing/fixtures";

const registry = new AddonRegistry([coreAddon, dashboard]);

/** Server-renders `url` for `bootstrap` as apps/server does, with an in-process API that lists `ADDONS`. */
async function render(url: string, bootstrap: RenderRequest["bootstrap"]) {
  const requests: string[] = [];
  const fetch = async (input: string): Promise<Response> => {
    requests.push(input);
    const ok = new URL(input, "http://localhost").pathname === "/api/v2/addons";
    return new Response(JSON.stringify(ok ? ADDONS : { message: "Page not found.", status: 404 }), {
      status: ok ? 200 : 404,
      headers: { "content-type": "application/json" },
    });
  };
  const result = await renderPage({ url, bootstrap, fetch, assets: { scripts: [], styles: [] } }, registry);
  return { ...result, requests };
}

function pageData(html: string): QuorumPageData {
  const script = /<script>window\.__QUORUM__=(.*?)<\/script>/s.exec(html)?.[1];
  if (!script) throw new Error("no __QUORUM__ script");
  return new Function(`return ${script}`)() as QuorumPageData;
}

describe("the server render of /dashboard/addons", () => {
  it("sends a site manager the list in the HTML, with its data for hydration", async () => {
    const { status, html, requests } = await render("/dashboard/addons", managerBootstrap() as RenderRequest["bootstrap"]);
    expect(status).toBe(200);
    expect(requests).toEqual(["/api/v2/addons?type=addon"]);
    expect(html).toContain(">Add-ons</h1>");
    expect(html).toContain("Questions with accepted answers.");
    expect(html).toContain("Future 9.0.0 needs Quorum core ^9.0.0; this site runs 0.1.0.");
    // The browser hydrates from the inlined list instead of asking again.
    const queries = pageData(html).state.queries.map((q) => ({ key: q.queryKey, data: q.state.data }));
    expect(queries).toContainEqual({ key: ["dashboard", "addons"], data: ADDONS });
  });

  it("answers anyone else 403 with the permission page, without asking the API", async () => {
    const { status, html, requests } = await render("/dashboard/addons", memberBootstrap() as RenderRequest["bootstrap"]);
    expect(status).toBe(403);
    expect(html).toContain("Permission Problem");
    expect(html).not.toContain("Add-ons");
    expect(requests).toEqual([]);
  });
});

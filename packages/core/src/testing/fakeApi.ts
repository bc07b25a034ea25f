import type { LayoutResponse, WidgetNode } from "@quorum/api";

/** A page's widgets for the fake API below. */
const HOME_LAYOUT: WidgetNode[] = [
  {
    $reactComponent: "SectionOneColumn",
    $reactProps: {
      children: [
        { $reactComponent: "Greeting", $reactProps: { text: "Welcome </script><script>alert(1)</script> & <b>friends</b>" } },
        { $reactComponent: "HtmlWidget", $reactProps: { html: "<p>Hello from the <em>server</em></p>" } },
      ],
    },
  },
];

/**
 * An in-process stand-in for the API server's `/layouts/lookup-hydrate` (what apps/server passes
 * as `request.fetch`): a real function answering real Responses, recording what it was asked.
 */
export function fakeApi() {
  const requests: string[] = [];
  const fetch = async (input: string): Promise<Response> => {
    requests.push(input);
    const url = new URL(input, "http://localhost");
    const recordID = url.searchParams.get("recordID");
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.pathname !== "/api/v2/layouts/lookup-hydrate") return json(404, { message: "Not found", status: 404 });
    if (recordID === "404") return json(404, { message: "Discussion not found.", status: 404 });
    if (recordID === "403") return json(403, { message: "Permission denied.", status: 403 });
    if (recordID === "500") return json(500, { message: "Database is down.", status: 500 });
    const layout: LayoutResponse = {
      layoutID: "home",
      layoutViewType: "home",
      layout: HOME_LAYOUT,
      titleBar: { $reactComponent: "TitleBar", $reactProps: {} },
      seo: { title: "Home - Test Forum", description: "A forum about <tests>" },
      ...(recordID === "301" ? { redirectTo: "/discussion/12/moved" } : {}),
    };
    return json(200, layout);
  };
  return { fetch, requests };
}

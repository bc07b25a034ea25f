import type { PermissionsPayload } from "@quorum/api";
import { MEMBER_PERMISSIONS, memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Badge } from "../../shared/Badge";
import badges from "../index";

// The manager's badge form on `/badges/manage`: the real page and API client over canned answers;
// the upload goes by `fetch` (a multipart body), answered here as `POST /media` answers.

const ICON = "/uploads/2026/11/0123456789abcdef0123456789abcdef.png";
const manager: PermissionsPayload = {
  ...MEMBER_PERMISSIONS,
  permissions: MEMBER_PERMISSIONS.permissions.map((p) => (p.type === "global" ? { ...p, permissions: { ...p.permissions, "badges.manage": true } } : p)),
};
const created = (body: Record<string, unknown>): Badge => ({
  badgeID: 30,
  name: String(body["name"]),
  description: String(body["description"] ?? ""),
  icon: body["icon"] as Badge["icon"],
  points: Number(body["points"]),
  rule: null,
  requestable: false,
  countUsers: 0,
  url: "/badges/30",
  dateInserted: "2026-11-26T10:00:00Z",
});

afterEach(() => vi.unstubAllGlobals());

async function openManage() {
  const api = testApi({
    "GET /api/v2/badges": () => ({ status: 200, body: [] }),
    "POST /api/v2/badges": (request) => ({ status: 201, body: created(request.body as Record<string, unknown>) }),
  });
  await renderRoute("/badges/manage", { addons: [badges], apiClient: api.client, bootstrap: memberBootstrap({ permissions: manager }) });
  return { api, form: await screen.findByRole("form", { name: "New Badge" }) };
}

describe("the badge form's icon upload", () => {
  it("uploads a chosen image through POST /media, shows it, and saves its address as the icon", async () => {
    const uploads: FormData[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/v2/media");
      uploads.push(init.body as FormData);
      return new Response(JSON.stringify({ mediaID: 7, url: ICON }), { status: 201, headers: { "content-type": "application/json" } });
    });
    const { api, form } = await openManage();
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText("Name"), "Shutterbug");
    await user.upload(within(form).getByLabelText("Upload an image"), new File([new Uint8Array(10)], "shutter.png", { type: "image/png" }));
    await waitFor(() => expect((within(form).getByLabelText("Icon") as HTMLSelectElement).value).toBe(ICON));
    expect((uploads[0]?.get("file") as File).name).toBe("shutter.png");
    expect(within(form).getByRole("option", { name: "Uploaded image" })).toBeTruthy();
    expect(form.querySelector(`img[src="${ICON}"]`)).not.toBeNull();
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "POST" && r.path === "/api/v2/badges")).toBe(true));
    expect(api.requests.find((r) => r.method === "POST" && r.path === "/api/v2/badges")?.body).toMatchObject({ name: "Shutterbug", icon: ICON });
  });

  it("shows the server's reason when the upload is refused, and keeps the glyph", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { message: "Validation failed.", status: 422, errors: { file: [{ message: "The uploaded file is not a valid png image.", field: "file" }] } },
        { status: 422 },
      ),
    );
    const { form } = await openManage();
    const user = userEvent.setup();
    await user.upload(within(form).getByLabelText("Upload an image"), new File([new Uint8Array(10)], "fake.png", { type: "image/png" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("The uploaded file is not a valid png image.");
    expect((within(form).getByLabelText("Icon") as HTMLSelectElement).value).toBe("star");
    expect(screen.queryByRole("option", { name: "Uploaded image" })).toBeNull();
  });
});

import type { UserEdit } from "@quorum/api";
import { guestBootstrap, testApi } from "@quorum/core/testing";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountBootstrap } from "../testing/fixtures";
import { renderRoute } from "../testing/renderRoute";

const EDIT: UserEdit = {
  name: "Ada",
  email: "ada@example.com",
  photoUrl: "",
  title: "",
  signature: "",
  private: false,
  banned: false,
  emailConfirmed: true,
  isAdmin: false,
  roleIDs: [8],
};
const PHOTO = "/uploads/2026/11/0123456789abcdef0123456789abcdef.png";

function siteApi(patch: (body: unknown) => { status: number; body?: unknown } = (body) => ({ status: 200, body: { userID: 5, ...(body as object) } })) {
  return testApi({
    "GET /api/v2/users/5/edit": () => ({ status: 200, body: EDIT }),
    "PATCH /api/v2/users/5": (request) => patch(request.body),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("/profile/edit", () => {
  it("starts from the member's own fields and saves title, privacy and name together", async () => {
    const api = siteApi();
    await renderRoute("/profile/edit", { bootstrap: accountBootstrap(), apiClient: api.client });
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { level: 1, name: "Edit Profile" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Username/ }) as HTMLInputElement).value).toBe("Ada");
    // Signatures are off on this site: no field for one.
    expect(screen.queryByRole("textbox", { name: "Signature" })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: "Title" }), "Regular");
    await user.click(screen.getByRole("checkbox", { name: "Make my profile private" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect((await screen.findByRole("status")).textContent).toBe("Your profile has been saved.");
    expect(api.requests.at(-1)).toMatchObject({
      method: "PATCH",
      path: "/api/v2/users/5",
      body: { name: "Ada", title: "Regular", private: true, photoUrl: "" },
    });
    expect(api.requests.at(-1)?.body).not.toHaveProperty("signature");
  });

  it("offers and sends the signature while signatures are enabled", async () => {
    const api = siteApi();
    await renderRoute("/profile/edit", { bootstrap: accountBootstrap({ "signatures.enabled": true }), apiClient: api.client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Signature" }), "Cheers");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("status");
    expect(api.requests.at(-1)?.body).toMatchObject({ signature: "Cheers" });
  });

  it("shows the server's message under the field it names, and saves nothing more", async () => {
    const api = siteApi(() => ({
      status: 422,
      body: { message: "Validation failed.", status: 422, errors: { name: [{ message: "That name is already taken.", code: "duplicate", field: "name" }] } },
    }));
    await renderRoute("/profile/edit", { bootstrap: accountBootstrap(), apiClient: api.client });
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: /Username/ });
    await user.clear(name);
    await user.type(name, "Grace");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("That name is already taken.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("uploads a chosen photo through POST /media and saves its address", async () => {
    const uploads: FormData[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/v2/media");
      uploads.push(init.body as FormData);
      return new Response(JSON.stringify({ mediaID: 1, url: PHOTO }), { status: 201, headers: { "content-type": "application/json" } });
    });
    const api = siteApi();
    await renderRoute("/profile/edit", { bootstrap: accountBootstrap(), apiClient: api.client });
    const user = userEvent.setup();
    const input = await screen.findByLabelText("Upload a new photo");
    await user.upload(input, new File([new Uint8Array(10)], "me.png", { type: "image/png" }));

    await waitFor(() => expect(screen.getByRole("button", { name: "Remove photo" })).toBeTruthy());
    expect((uploads[0]?.get("file") as File).name).toBe("me.png");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByRole("status");
    expect(api.requests.at(-1)?.body).toMatchObject({ photoUrl: PHOTO });
  });

  it("refuses a file that cannot be a photo before sending it, with the spec's text", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderRoute("/profile/edit", { bootstrap: accountBootstrap(), apiClient: siteApi().client });
    const input = await screen.findByLabelText("Upload a new photo");
    // Not an image type (user-event would drop it for not matching `accept`; a browser's "all files" would not).
    fireEvent.change(input, { target: { files: [new File(["%PDF"], "cv.pdf", { type: "application/pdf" })] } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, jpeg, gif, png, webp.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a guest the permission page and asks the API nothing", async () => {
    const api = siteApi();
    await renderRoute("/profile/edit", { bootstrap: guestBootstrap(), apiClient: api.client });
    expect(await screen.findByRole("heading", { level: 1, name: "Permission Problem" })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});

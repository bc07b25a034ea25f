import type { PermissionsPayload } from "@quorum/api";
import { memberBootstrap, renderRoute, testApi } from "@quorum/core/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Subcommunity } from "../../shared/Subcommunity";
import subcommunities from "../index";

const manager: PermissionsPayload = { isAdmin: false, permissions: [{ type: "global", permissions: { "site.manage": true } }] };
const section = (subcommunityID: number, name: string, folder: string, categoryID: number): Subcommunity => ({
  subcommunityID,
  name,
  folder,
  locale: "en",
  categoryID,
  description: "",
  sort: 0,
  url: `/${folder}`,
  dateInserted: "2026-01-01T10:00:00Z",
});
const sections = [section(1, "Product Support", "support", 4), section(2, "Community", "community", 2)];
const routes = {
  "GET /api/v2/subcommunities": () => ({ status: 200, body: sections }),
  "GET /api/v2/categories": () => ({
    status: 200,
    body: [
      { categoryID: 2, name: "General", depth: 1 },
      { categoryID: 4, name: "Support", depth: 1 },
      { categoryID: 5, name: "Bug Reports", depth: 2 },
    ],
  }),
};
const open = (api: ReturnType<typeof testApi>) =>
  renderRoute("/dashboard/subcommunities", { addons: [subcommunities], apiClient: api.client, bootstrap: memberBootstrap({ permissions: manager }) });
// A required field's label ends with its asterisk.
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}\\*?$`));
const refusal = (field: string, message: string) => ({
  status: 422,
  body: { message: "Validation failed.", status: 422, errors: { [field]: [{ field, code: "invalid", message }] } },
});

describe("ManageSubcommunitiesPage", () => {
  it("lists the sections with their address and root category; deletes one", async () => {
    const api = testApi({ ...routes, "DELETE /api/v2/subcommunities/2": () => ({ status: 204 }) });
    await open(api);
    expect(await screen.findByRole("heading", { level: 1, name: "Subcommunities" })).toBeTruthy();
    const support = await screen.findByRole("listitem", { name: "Product Support" });
    expect(within(support).getByRole("link", { name: "/support" }).getAttribute("href")).toBe("/support");
    expect(await within(support).findByText("Support")).toBeTruthy();
    await userEvent.click(within(screen.getByRole("listitem", { name: "Community" })).getByRole("button", { name: "Delete: Community" }));
    await waitFor(() => expect(api.requests.some((r) => r.method === "DELETE" && r.path === "/api/v2/subcommunities/2")).toBe(true));
  });

  it("creates a section, showing the server's refusal by the field it names", async () => {
    const api = testApi({
      ...routes,
      "POST /api/v2/subcommunities": ({ body }) =>
        (body as { folder: string }).folder === "search"
          ? refusal("folder", "This folder is an address the site uses.")
          : { status: 201, body: section(3, "Bugs", "bugs", 5) },
    });
    await open(api);
    await userEvent.click(await screen.findByRole("button", { name: "New Subcommunity" }));
    const form = await screen.findByRole("form", { name: "New Subcommunity" });
    await userEvent.type(field(form, "Name"), "Bugs");
    await userEvent.type(field(form, "Folder"), "search");
    await userEvent.selectOptions(field(form, "Root category"), "5");
    await userEvent.type(field(form, "Description"), "Report them here.");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    // The folder's error is by the folder's input, which is marked invalid and described by it.
    const folder = field(form, "Folder");
    await waitFor(() => expect(folder.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(folder.getAttribute("aria-describedby") ?? "")?.textContent).toBe("This folder is an address the site uses.");
    expect(field(form, "Name").getAttribute("aria-invalid")).toBeNull();

    await userEvent.clear(folder);
    await userEvent.type(folder, "bugs");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "New Subcommunity" })).toBeNull());
    expect(api.requests.filter((r) => r.method === "POST").at(-1)?.body).toEqual({
      name: "Bugs",
      folder: "bugs",
      categoryID: 5,
      locale: "en",
      description: "Report them here.",
      sort: 0,
    });
  });

  it("edits a section's fields in place", async () => {
    const api = testApi({
      ...routes,
      "PATCH /api/v2/subcommunities/1": ({ body }) =>
        (body as { locale: string }).locale === "english!"
          ? refusal("locale", "The locale must be a language tag such as en or pt-BR.")
          : { status: 200, body: { ...sections[0], ...(body as object) } },
    });
    await open(api);
    await userEvent.click(await screen.findByRole("button", { name: "Edit: Product Support" }));
    const form = await screen.findByRole("form", { name: "Edit Subcommunity" });
    expect((field(form, "Folder") as HTMLInputElement).value).toBe("support");
    expect((field(form, "Root category") as HTMLSelectElement).value).toBe("4");
    const locale = field(form, "Locale");
    await userEvent.clear(locale);
    await userEvent.type(locale, "english!");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(locale.getAttribute("aria-invalid")).toBe("true"));
    await userEvent.clear(locale);
    await userEvent.type(locale, "fr");
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit Subcommunity" })).toBeNull());
    expect(api.requests.filter((r) => r.method === "PATCH").at(-1)?.body).toMatchObject({ folder: "support", categoryID: 4, locale: "fr" });
  });

  it("is the permission page to those who may not manage the site", async () => {
    await renderRoute("/dashboard/subcommunities", { addons: [subcommunities], apiClient: testApi(routes).client, bootstrap: memberBootstrap() });
    expect(await screen.findByText("You don't have permission to view this resource.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Subcommunities" })).toBeNull();
  });
});

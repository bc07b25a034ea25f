import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { memberBootstrap, testApi } from "@quorum/core/testing";
import { aDiscussion } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

const categories = [
  { categoryID: 1, name: "General", depth: 1 },
  { categoryID: 3, name: "Help", depth: 1 },
  { categoryID: 4, name: "Installation", depth: 2 },
];

function accessibleDescription(element: HTMLElement): string {
  const ids = (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("CreatePostFormAsset", () => {
  it("preselects the category of the address and lists the choices indented", async () => {
    await renderWidget("CreatePostFormAsset", { title: "Create Post", postType: "discussion", category: { categoryID: 3 }, categories }, { bootstrap: memberBootstrap() });
    expect(await screen.findByRole("heading", { level: 1, name: "Create Post" })).toBeTruthy();
    const select = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    expect(select.value).toBe("3");
    expect([...select.options].map((o) => o.textContent)).toEqual(["Select a category", "General", "Help", "\u00a0\u00a0Installation"]);
  });

  it("shows the API's field errors next to their fields and keeps what was typed", async () => {
    const api = testApi({
      "POST /api/v2/discussions": () => ({
        status: 422,
        body: {
          message: "Validation failed.",
          status: 422,
          errors: {
            name: [{ message: "name must be at most 100 characters.", code: "maxLength", field: "name" }],
            body: [{ message: "body is required.", code: "missingField", field: "body" }],
          },
        },
      }),
    });
    await renderWidget("CreatePostFormAsset", { postType: "discussion", categories }, { bootstrap: memberBootstrap(), apiClient: api.client });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "A title");
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "1");
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));

    const title = screen.getByRole("textbox", { name: "Title" });
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(accessibleDescription(title)).toBe("name must be at most 100 characters.");
    expect(accessibleDescription(screen.getByRole("textbox", { name: "Body" }))).toBe("body is required.");
    expect(screen.getByRole("combobox", { name: "Category" }).getAttribute("aria-invalid")).toBeNull();
    expect((title as HTMLInputElement).value).toBe("A title");
    expect(api.requests.at(-1)?.body).toEqual({ name: "A title", body: "", format: "text", categoryID: 1 });
  });

  it("asks for a category before sending anything", async () => {
    const api = testApi();
    await renderWidget("CreatePostFormAsset", { postType: "discussion", categories }, { bootstrap: memberBootstrap(), apiClient: api.client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Post Discussion" }));
    expect(accessibleDescription(screen.getByRole("combobox", { name: "Category" }))).toBe("Select a category.");
    expect(api.requests).toEqual([]);
  });

  it("shows a failure that names no field as an error message", async () => {
    const api = testApi({ "POST /api/v2/discussions": () => ({ status: 403, body: { message: "Permission denied.", status: 403 } }) });
    await renderWidget("CreatePostFormAsset", { postType: "discussion", category: { categoryID: 1 }, categories }, { bootstrap: memberBootstrap(), apiClient: api.client });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Post Discussion" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Permission denied.");
  });

  it("goes to the new discussion when it is created", async () => {
    const api = testApi({
      "POST /api/v2/discussions": (request) => ({ status: 201, body: aDiscussion({ discussionID: 42, name: (request.body as { name: string }).name }) }),
    });
    await renderWidget("CreatePostFormAsset", { postType: "discussion", category: { categoryID: 1 }, categories }, { bootstrap: memberBootstrap(), apiClient: api.client, url: "/post/discussion/1" });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "My first post");
    await user.type(screen.getByRole("textbox", { name: "Body" }), "Hello everyone");
    await user.click(screen.getByRole("button", { name: "Post Discussion" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/discussion/42/my-first-post"));
    expect(api.requests.at(-1)?.body).toEqual({ name: "My first post", body: "Hello everyone", format: "text", categoryID: 1 });
  });
});

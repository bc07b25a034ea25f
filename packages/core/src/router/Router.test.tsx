import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { defineAddon } from "../addons/defineAddon";
import { renderWithApp } from "../testing/renderWithApp";
import { BrowserRouter } from "./BrowserRouter";
import { NavLink } from "./NavLink";
import { useLocation } from "./useLocation";
import { useNavigate } from "./useNavigate";
import { useParams } from "./useParams";
import { useSearchParams } from "./useSearchParams";

/** Where the app is, as the test's hidden probe (renderWithApp) shows it. */
const where = (): string => screen.getByTestId("location").textContent ?? "";

function GroupPage(): ReactNode {
  const { groupID } = useParams<"groupID">();
  return <h1>Group {groupID}</h1>;
}
function NewGroupPage(): ReactNode {
  return <h1>New group</h1>;
}
function FilesPage(): ReactNode {
  const params = useParams();
  return <h1>Files at {params["*"] ?? "(top)"}</h1>;
}
const groups = defineAddon({
  key: "groups",
  routes: [
    { path: "/groups/:groupID", load: async () => ({ default: GroupPage }) },
    { path: "/groups/new", load: async () => ({ default: NewGroupPage }) },
    { path: "/files/*", load: async () => ({ default: FilesPage }) },
  ],
});

describe("core's router", () => {
  it("gives an add-on route's page its params, the most specific route first", async () => {
    renderWithApp(undefined, { url: "/groups/7%20seas", addons: [groups] });
    expect(await screen.findByRole("heading", { name: "Group 7 seas" })).toBeTruthy();
  });

  it("ranks a static segment above a param, whatever the order of declaration", async () => {
    renderWithApp(undefined, { url: "/groups/new/", addons: [groups] });
    expect(await screen.findByRole("heading", { name: "New group" })).toBeTruthy();
  });

  it("gives a trailing * the rest of the path", async () => {
    renderWithApp(undefined, { url: "/Files/a/b.txt", addons: [groups] });
    expect(await screen.findByRole("heading", { name: "Files at a/b.txt" })).toBeTruthy();
  });

  it("navigates: push, replace, a query alone, and back", () => {
    function Buttons(): ReactNode {
      const navigate = useNavigate();
      const { state } = useLocation();
      return (
        <>
          <button onClick={() => navigate("/discussions", { state: "from the test" })}>Push</button>
          <button onClick={() => navigate("?page=2")}>Query</button>
          <button onClick={() => navigate("/categories", { replace: true })}>Replace</button>
          <button onClick={() => navigate(-1)}>Back</button>
          <output>{String(state)}</output>
        </>
      );
    }
    renderWithApp(<Buttons />, { url: "/" });
    fireEvent.click(screen.getByRole("button", { name: "Push" }));
    expect(where()).toBe("/discussions");
    expect(screen.getByRole("status").textContent).toBe("from the test");
    fireEvent.click(screen.getByRole("button", { name: "Query" }));
    expect(where()).toBe("/discussions?page=2");
    fireEvent.click(screen.getByRole("button", { name: "Replace" }));
    expect(where()).toBe("/categories");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    // The query's entry was replaced: back goes to the entry before it.
    expect(where()).toBe("/discussions");
  });

  it("reads and sets the query with useSearchParams", () => {
    function Filter(): ReactNode {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <output>{params.get("type") ?? "all"}</output>
          <button onClick={() => setParams({ type: "question", tag: ["a", "b"] })}>Questions</button>
          <button onClick={() => setParams((previous) => (previous.delete("type"), previous))}>All</button>
        </>
      );
    }
    renderWithApp(<Filter />, { url: "/discussions#top" });
    expect(screen.getByRole("status").textContent).toBe("all");
    fireEvent.click(screen.getByRole("button", { name: "Questions" }));
    expect(where()).toBe("/discussions?type=question&tag=a&tag=b");
    expect(screen.getByRole("status").textContent).toBe("question");
    fireEvent.click(screen.getByRole("button", { name: "All" }));
    expect(where()).toBe("/discussions?tag=a&tag=b");
  });

  it("marks a NavLink to the current page or an ancestor of it, unless `end`", () => {
    renderWithApp(
      <nav>
        <NavLink to="/categories">Categories</NavLink>
        <NavLink to="/categories" end>
          Only categories
        </NavLink>
        <NavLink to="/discussions" className={({ isActive }) => (isActive ? "on" : "off")}>
          Posts
        </NavLink>
        <NavLink to="/" className="home">
          Home
        </NavLink>
      </nav>,
      { url: "/categories/general" },
    );
    const link = (name: string) => screen.getByRole("link", { name });
    expect(link("Categories").getAttribute("aria-current")).toBe("page");
    expect(link("Categories").className).toBe("active");
    expect(link("Only categories").getAttribute("aria-current")).toBeNull();
    expect(link("Posts").className).toBe("off");
    expect(link("Home").className).toBe("home");
    fireEvent.click(link("Posts"));
    expect(link("Posts").className).toBe("on");
    expect(link("Posts").getAttribute("aria-current")).toBe("page");
  });
});

describe("BrowserRouter", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("follows the tab's history: a navigation is a real entry, and back (popstate) comes back", async () => {
    function Page(): ReactNode {
      const navigate = useNavigate();
      const { pathname, search } = useLocation();
      return (
        <>
          <output>{pathname + search}</output>
          <button onClick={() => navigate("/discussion/12?sort=-score")}>Go</button>
        </>
      );
    }
    window.history.replaceState(null, "", "/categories");
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    expect(screen.getByRole("status").textContent).toBe("/categories");
    fireEvent.click(screen.getByRole("button", { name: "Go" }));
    expect(window.location.pathname + window.location.search).toBe("/discussion/12?sort=-score");
    expect(screen.getByRole("status").textContent).toBe("/discussion/12?sort=-score");
    const popped = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.back();
    await act(async () => {
      await popped;
    });
    expect(screen.getByRole("status").textContent).toBe("/categories");
  });
});

import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../api/createApiClient";
import { renderWithApp } from "../testing/renderWithApp";
import { guestBootstrap } from "../testing/testBootstrap";
import { MEMBER_PERMISSIONS } from "../testing/testPersonas";
import { usePermission } from "./usePermission";

function CanPost() {
  return <p>{usePermission("comments.add") ? "may post" : "may not post"}</p>;
}

/** An in-process API answering the permissions call once `release` is called. */
function permissionsApi() {
  const requests: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const api = createApiClient({
    fetch: async (url) => {
      requests.push(url);
      await gate;
      return new Response(JSON.stringify(MEMBER_PERMISSIONS), { headers: { "content-type": "application/json" } });
    },
  });
  return { api, requests, release: () => release() };
}

describe("usePermission", () => {
  it("is false until the permissions have loaded, then answers with the engine", async () => {
    const { api, requests, release } = permissionsApi();
    renderWithApp(<CanPost />, { bootstrap: guestBootstrap({ permissions: null }), apiClient: api });
    expect(screen.getByText("may not post")).toBeTruthy();
    expect(requests).toEqual(["/api/v2/users/$me/permissions?expand=junctions"]);
    release();
    expect(await screen.findByText("may post")).toBeTruthy();
  });

  it("answers from the bootstrap with no request", () => {
    const { api, requests } = permissionsApi();
    renderWithApp(<CanPost />, { bootstrap: guestBootstrap({ permissions: MEMBER_PERMISSIONS }), apiClient: api });
    expect(screen.getByText("may post")).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("denies what the user does not hold", () => {
    renderWithApp(<CanPost />, { bootstrap: guestBootstrap() });
    expect(screen.getByText("may not post")).toBeTruthy();
  });
});

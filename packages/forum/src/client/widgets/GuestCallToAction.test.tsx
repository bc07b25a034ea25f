import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guestBootstrap, memberBootstrap } from "@quorum/core/testing";
import { renderWidget } from "../testing/renderWidget";

const props = { title: "Welcome!", description: "It looks like you're new here. Sign in or register to get started." };

describe("GuestCallToAction", () => {
  it("welcomes a guest with Sign In and Register", async () => {
    await renderWidget("GuestCallToAction", props, { bootstrap: guestBootstrap(), url: "/discussions?page=2" });
    expect(await screen.findByRole("heading", { name: "Welcome!" })).toBeTruthy();
    expect(screen.getByText(props.description)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/entry/signin?Target=%2Fdiscussions%3Fpage%3D2");
    expect(screen.getByRole("link", { name: "Register" }).getAttribute("href")).toBe("/entry/register");
  });

  it("leaves out Register when registration is off", async () => {
    await renderWidget("GuestCallToAction", props, { bootstrap: guestBootstrap({ config: { "registration.enabled": false } }) });
    expect(await screen.findByRole("link", { name: "Sign In" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Register" })).toBeNull();
  });

  it("is not shown to a member", async () => {
    await renderWidget("GuestCallToAction", props, { bootstrap: memberBootstrap() });
    expect(screen.queryByRole("heading", { name: "Welcome!" })).toBeNull();
  });
});

import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../testing/renderWithApp";
import { guestBootstrap, memberBootstrap } from "../testing/testBootstrap";
import { usePermissionCheck } from "./usePermissionCheck";

const seen: unknown[] = [];

function Checks({ testID }: { testID: string }): ReactNode {
  const can = usePermissionCheck();
  seen.push(can);
  return <p data-testid={testID}>{["comments.add", "site.manage"].map((name) => `${name}: ${can(name)}`).join(", ")}</p>;
}

describe("usePermissionCheck", () => {
  it("checks through the engine, with one checker shared by the components of the same permissions", () => {
    seen.length = 0;
    renderWithApp(
      <>
        <Checks testID="one" />
        <Checks testID="two" />
      </>,
      { bootstrap: memberBootstrap() },
    );
    expect(screen.getByTestId("one").textContent).toBe("comments.add: true, site.manage: false");
    expect(screen.getByTestId("two").textContent).toBe("comments.add: true, site.manage: false");
    expect(new Set(seen).size).toBe(1);
  });

  it("denies everything until the permissions have loaded", () => {
    renderWithApp(<Checks testID="guest" />, { bootstrap: guestBootstrap({ permissions: null }) });
    expect(screen.getByTestId("guest").textContent).toBe("comments.add: false, site.manage: false");
  });
});

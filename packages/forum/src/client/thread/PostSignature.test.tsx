import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guestBootstrap } from "@quorum/core/testing";
import { aDiscussion, ALICE } from "../testing/fixtures";
import { renderWidget } from "../testing/renderWidget";

const signedPost = aDiscussion({ bodyHtml: "<p>Body</p>", insertUser: { ...ALICE, signature: { body: "<p>Alice <strong>signs</strong></p>" } } });

describe("PostSignature under the original post", () => {
  it("shows the author's signature when signatures are enabled", async () => {
    await renderWidget("OriginalPostAsset", { discussion: signedPost }, { bootstrap: guestBootstrap({ config: { "signatures.enabled": true } }) });
    const signature = await screen.findByRole("note", { name: "Signature" });
    expect(signature.closest("article")?.querySelector("h1")?.textContent).toBe("Hello world");
    expect(signature.querySelector("strong")?.textContent).toBe("signs");
  });

  it("shows none when they are disabled", async () => {
    await renderWidget("OriginalPostAsset", { discussion: signedPost }, { bootstrap: guestBootstrap() });
    await screen.findByRole("heading", { level: 1, name: "Hello world" });
    expect(screen.queryByRole("note", { name: "Signature" })).toBeNull();
  });
});

import { defineAddon } from "@quorum/core";
import { renderWidget } from "@quorum/core/testing";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import qna from "../index";

// The forum's comment thread, as far as the answer thread uses it: a component of that name.
function CommentThreadAsset({ title, comments }: { title: string; comments: unknown[] }): ReactNode {
  return <section aria-label={title}>{`${title}: ${comments.length}`}</section>;
}
const forumStandIn = defineAddon({ key: "forum", widgets: { CommentThreadAsset: { load: async () => ({ default: CommentThreadAsset }) } } });

const node = (title: string, count: number) => ({
  $reactComponent: "CommentThreadAsset",
  $reactProps: { title, comments: Array.from({ length: count }, (_, i) => i) },
});

describe("AnswerThreadAsset", () => {
  it("shows the accepted answers' thread first, then the rest", async () => {
    await renderWidget("AnswerThreadAsset", { accepted: node("Accepted Answers", 1), thread: node("Comments", 2) }, { addons: [forumStandIn, qna] });
    await screen.findByRole("region", { name: "Comments" });
    expect(screen.getAllByRole("region").map((r) => r.textContent)).toEqual(["Accepted Answers: 1", "Comments: 2"]);
  });

  it("shows only what there is", async () => {
    await renderWidget("AnswerThreadAsset", { accepted: null, thread: node("Comments", 3) }, { addons: [forumStandIn, qna] });
    await screen.findByRole("region", { name: "Comments" });
    expect(screen.getAllByRole("region").map((r) => r.textContent)).toEqual(["Comments: 3"]);
  });
});

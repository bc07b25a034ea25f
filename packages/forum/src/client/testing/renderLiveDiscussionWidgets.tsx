import { renderWithApp } from "@quorum/core/testing";
import type { Discussion } from "@quorum/api";
import { screen } from "@testing-library/react";
import { useLiveDiscussion } from "../discussions/useLiveDiscussion";
import { aDiscussion } from "./fixtures";

function Probe({ discussion, testID }: { discussion: Discussion & { bodyHtml?: string }; testID: string }) {
  const live = useLiveDiscussion(discussion);
  return <p data-testid={testID}>{`${live.name} | closed ${String(live.closed)} | ${live.bodyHtml ?? "no body"}`}</p>;
}

/**
 * Renders three widgets using `useLiveDiscussion`, two given the same discussion in different
 * objects (as a page's layout does), and returns what each shows, for the tests of its browser
 * and server versions, which must agree.
 */
export function renderLiveDiscussionWidgets(): Record<string, string | null> {
  renderWithApp(
    <>
      <Probe testID="first" discussion={aDiscussion({ discussionID: 5, name: "Original", closed: false, bodyHtml: "<p>Body</p>" })} />
      <Probe testID="second" discussion={aDiscussion({ discussionID: 5, name: "Stale copy", closed: true })} />
      <Probe testID="other" discussion={aDiscussion({ discussionID: 6, name: "Another thread", closed: true })} />
    </>,
  );
  return Object.fromEntries(["first", "second", "other"].map((testID) => [testID, screen.getByTestId(testID).textContent]));
}

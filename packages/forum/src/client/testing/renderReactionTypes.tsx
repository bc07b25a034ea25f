import { createQueryClient } from "@quorum/core";
import type { ReactionType } from "@quorum/api";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { useReactionTypes } from "../reactions/useReactionTypes";

function Probe({ enabled }: { enabled: boolean }) {
  const types = useReactionTypes(enabled);
  return <i>{types.map((type) => type.urlcode).join(",") || "none"}</i>;
}

/**
 * What `useReactionTypes` gives in a first render (the server's, or the browser's hydration of
 * it), enabled and not, with `cached` in the query cache beforehand: for the tests of its browser
 * and server versions, which must agree.
 */
export function renderReactionTypes(cached?: ReactionType[]): string {
  const queryClient = createQueryClient();
  if (cached) queryClient.setQueryData(["forum.reactionTypes"], cached);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <Probe enabled />
      <Probe enabled={false} />
    </QueryClientProvider>,
  );
}

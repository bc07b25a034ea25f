import type { QueryClient } from "@quorum/core";
import type { CommentComposer } from "./CommentComposer";

type Action = (composer: CommentComposer) => void;

/** The comment editors on a page, one per discussion, and what was asked of one not there yet. */
export class CommentComposers {
  private readonly composers = new Map<number, CommentComposer>();
  private readonly waiting = new Map<number, Action[]>();

  /** Makes `composer` the editor of the discussion's comments; the returned function withdraws it. */
  register(discussionID: number, composer: CommentComposer): () => void {
    this.composers.set(discussionID, composer);
    const waiting = this.waiting.get(discussionID) ?? [];
    this.waiting.delete(discussionID);
    for (const action of waiting) action(composer);
    return () => {
      if (this.composers.get(discussionID) === composer) this.composers.delete(discussionID);
    };
  }

  /**
   * Runs `action` on the discussion's editor. The editor is a widget of its own and may still be
   * loading its code when a Quote is clicked: then the action waits for it to register.
   */
  run(discussionID: number, action: Action): void {
    const composer = this.composers.get(discussionID);
    if (composer) action(composer);
    else this.waiting.set(discussionID, [...(this.waiting.get(discussionID) ?? []), action]);
  }
}

// One registry per query client, that is per app (a page, a test render, a server render):
// module state would be shared between the server's renders of different visitors.
const registries = new WeakMap<QueryClient, CommentComposers>();

/** The comment editors of the app `queryClient` belongs to. */
export function commentComposersOf(queryClient: QueryClient): CommentComposers {
  let registry = registries.get(queryClient);
  if (!registry) {
    registry = new CommentComposers();
    registries.set(queryClient, registry);
  }
  return registry;
}

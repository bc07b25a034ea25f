import { LazyBoundary, t, useCurrentUser, useLocation, usePermission } from "@quorum/core";
import { lazy } from "react";
import type { ReactNode } from "react";
import { GuestPrompt } from "./GuestPrompt";
import type { CreateCommentAssetProps } from "../../contract/widgetProps";

// The composer (its drafts, editor services and mutations) is a chunk of its own: a guest's page
// shows only the prompt and never loads it. A member's server-rendered box stays as sent until it
// has loaded and hydrated; what is typed or submitted meanwhile is kept (core's early events).
const CreateCommentForm = lazy(() => import("./CreateCommentForm").then((m) => ({ default: m.CreateCommentForm })));

export type { CreateCommentAssetProps };

/**
 * `react.asset.createComment`: the comment box, for members who may comment in the discussion's
 * category (a closed discussion also needs discussions.close, as the server enforces). A guest
 * sees a sign-in prompt instead; a member without the permission sees nothing.
 */
export default function CreateCommentAsset({ discussionID, categoryID, closed }: CreateCommentAssetProps): ReactNode {
  const user = useCurrentUser();
  const { pathname, search, hash } = useLocation();
  const scope = { resourceType: "category", resourceID: categoryID };
  const canComment = usePermission("comments.add", scope);
  const canCommentWhenClosed = usePermission("discussions.close", scope);
  if (discussionID === null) return null;
  if (user.userID <= 0) {
    // With the hash: signing in comes back to the very comment the guest was reading.
    return <GuestPrompt layout="row" text={t("Sign in or register to comment.")} target={`${pathname}${search}${hash}`} />;
  }
  if (!canComment || (closed && !canCommentWhenClosed)) return null;
  return (
    <LazyBoundary>
      <CreateCommentForm discussionID={discussionID} />
    </LazyBoundary>
  );
}

import { planLiterals } from "../planLiterals";
import { redirectTargetIDSql } from "./redirectTargetIDSql";

/**
 * SQL: whether the discussion row `alias` may be shown to a viewer who sees exactly the categories
 * `visibleIDs` — it sits in one of them (the caller filters that) and, when it is a redirect stub
 * (a move or merge left it behind, type "redirect"), the discussion it sends visitors to sits in
 * one of them too. A stub carries its target's name, so it is as hidden as its target (a missing
 * target hides it too). The target is read from `attributes.redirectTo`, a discussion path
 * ("/discussion/12/slug"), so stubs made before this rule are covered. Stubs are few and indexed
 * (`discussions_redirects`).
 */
export function shownDiscussionSql(alias: string, visibleIDs: readonly number[]): string {
  if (visibleIDs.length === 0) return "false";
  return `(${alias}."type" <> 'redirect' OR EXISTS (SELECT 1 FROM "discussions" AS "redirectTarget"
    WHERE "redirectTarget"."discussionID" = ${redirectTargetIDSql(alias)} AND "redirectTarget"."categoryID" = ${planLiterals.ids(visibleIDs)}))`;
}

import { useEffect } from "react";
import type { ReactNode } from "react";
import { useNavigate } from "./useNavigate";
import type { LayoutLookup } from "@quorum/api";
import { LayoutRenderer } from "../layout/LayoutRenderer";
import { Loader } from "../ui/Loader";
import { ErrorPage } from "./ErrorPage";
import { notFoundType } from "./errorPageTexts";
import { useDocumentTitle } from "./useDocumentTitle";
import { useLayoutResult } from "./useLayoutResult";

/**
 * A layout-driven page: looks the layout up (`GET /layouts/lookup-hydrate`, cached per lookup) and
 * renders its widgets; the error pages for 404/403/failures; follows `redirectTo`.
 */
export function LayoutPage({ lookup }: { lookup: LayoutLookup }): ReactNode {
  const navigate = useNavigate();
  const { data, isError } = useLayoutResult(lookup);
  const layout = data && "layout" in data ? data.layout : undefined;
  const redirectTo = layout?.redirectTo;
  useDocumentTitle(layout && !redirectTo ? layout.seo.title : undefined);

  useEffect(() => {
    if (!redirectTo) return;
    // Site-relative targets stay in the app; anything else is a full page load.
    if (/^\/(?!\/)/.test(redirectTo)) navigate(redirectTo, { replace: true });
    else window.location.replace(redirectTo);
  }, [redirectTo, navigate]);

  if (isError) return <ErrorPage status={500} />;
  if (!data || redirectTo) return <Loader />;
  if ("error" in data) return <ErrorPage status={data.error.status} type={notFoundType(lookup.recordType)} />;
  // A new page starts fresh: no widget keeps the state (or a dismissed error) of the last one.
  return <LayoutRenderer key={pageKey(lookup)} layout={data.layout.layout} />;
}

function pageKey(lookup: LayoutLookup): string {
  return `${lookup.layoutViewType}:${lookup.recordType}:${lookup.recordID}:${JSON.stringify(lookup.params)}`;
}

import type { SiteSectionRef } from "@quorum/api";

/**
 * The folder of the site section a path is under: its first segment, when a section the viewer may
 * see has it (`SiteBootstrap.siteSections`); "" elsewhere.
 */
export function sectionFolder(pathname: string, sections: readonly SiteSectionRef[] | undefined): string {
  const first = sections?.length ? /^\/([^/?#]+)/.exec(pathname)?.[1] : undefined;
  return first !== undefined && sections!.some((section) => section.folder === first) ? first : "";
}

/**
 * A site path as an address under `folder` ("/discussion/12" -> "/games/discussion/12", "/" ->
 * "/games"). Anything but a site path ("?page=2", "#x", "https://…", "//host/…") and a path already
 * under a section's folder are left as they are, so prefixing twice changes nothing.
 */
export function inSection(path: string, folder: string, sections: readonly SiteSectionRef[] | undefined): string {
  if (!folder || path[0] !== "/" || path[1] === "/" || sectionFolder(path, sections)) return path;
  return `/${folder}${path === "/" ? "" : path}`;
}

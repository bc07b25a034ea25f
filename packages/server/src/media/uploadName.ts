/**
 * The name an upload is listed under: the last path segment of what the browser sent, without
 * control characters, at most 200 characters (keeping the extension). Only ever shown, never
 * used as a path.
 */
export function uploadName(sent: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (sent.split(/[/\\]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  if (base === "") return "upload";
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 && base.length - dot <= 11 ? base.slice(dot) : "";
  return base.slice(0, 200 - extension.length) + extension;
}

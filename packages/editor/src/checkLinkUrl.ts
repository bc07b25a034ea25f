/** The outcome of checking a link typed into the link dialog. */
export type LinkUrlCheck = { url: string; error?: undefined } | { url?: undefined; error: string };

const ALLOWED_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
// "example.com/page": a host without its scheme, which people mean as a web address.
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/** The message the link dialog shows for a link it refuses. */
export const LINK_URL_ERROR = "Only http, https, mailto, tel and relative links are allowed.";

/**
 * The link rule of spec §5 as the editor applies it before inserting a link: http, https,
 * mailto, tel, relative and anchor links pass; a bare host gets https://; anything else (a
 * javascript: or data: link, another scheme, a web address with no host) is refused. The server
 * neutralises links again when it renders, so this is for the writer, not the defence.
 */
export function checkLinkUrl(input: string): LinkUrlCheck {
  const url = input.trim();
  if (url === "") return { error: "Enter a link." };
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    if (/^(\/|#|\?|\.\.?\/)/.test(url) && !url.startsWith("//")) return { url };
    if (url.startsWith("//")) return { error: LINK_URL_ERROR };
    if (BARE_HOST.test(url)) return { url: `https://${url}` };
    return { error: LINK_URL_ERROR };
  }
  // "localhost:3000" parses as the scheme "localhost": still not a link we allow.
  if (!ALLOWED_SCHEMES.has(scheme)) return { error: LINK_URL_ERROR };
  if ((scheme === "http" || scheme === "https") && !isWebUrl(url)) return { error: LINK_URL_ERROR };
  return { url };
}

function isWebUrl(url: string): boolean {
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

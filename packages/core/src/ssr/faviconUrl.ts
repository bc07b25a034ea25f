/** The icon's colour when the theme names none (or names it in a form other than #rgb…#rrggbbaa). */
const DEFAULT_COLOR = "#0b65c2";
const HEX_COLOR = /^#[0-9a-f]{3,8}$/i;

/**
 * The page's icon, a speech bubble in the theme's primary colour, as a `data:` address: without
 * an icon named in the head, every browser asks for /favicon.ico on its first visit (a 404 in the
 * console of every new visitor), and an inline icon costs no request and follows the theme.
 */
export function faviconUrl(primaryColor: string | undefined): string {
  const color = primaryColor !== undefined && HEX_COLOR.test(primaryColor) ? primaryColor : DEFAULT_COLOR;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<path fill="${color}" d="M5 3h22a3 3 0 0 1 3 3v15a3 3 0 0 1-3 3H14l-7 6v-6H5a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

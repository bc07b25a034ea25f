import { style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

const heading = { margin: 0, color: themeVars["color-heading"], fontWeight: 700 } as const;

/**
 * The parts layout widgets share, so every add-on's widgets line up with the forum's: a column
 * with the spec's box spacing (§9: 16), titles at the three heading sizes, a list of rows between
 * rules, and the empty-list message. Compose with `style([widgetStyles.x, {...}])` to adjust.
 */
export const widgetStyles = {
  root: style({ display: "flex", flexDirection: "column", gap: 16 }),
  /** The h1 of a page-level widget (a post, a form) or of an add-on page. */
  pageTitle: style({ ...heading, fontSize: themeVars["font-size-title"] }),
  /** A widget's own title (h2). */
  title: style({ ...heading, fontSize: themeVars["font-size-h2"] }),
  /** A smaller title: a panel widget's, a group's, a list row's name. */
  subtitle: style({ ...heading, fontSize: themeVars["font-size-large"], lineHeight: 1.3 }),
  list: style({ margin: 0, padding: 0, listStyle: "none", borderTop: `1px solid ${themeVars["color-border"]}` }),
  /** A row of `list`, closed by a rule. */
  item: style({
    display: "flex",
    flexDirection: "column",
    gap: 6,
    padding: "14px 0",
    borderBottom: `1px solid ${themeVars["color-border"]}`,
  }),
  /** A row's name linking to its page: heading colour, the primary colour when pointed at. */
  itemLink: style({
    color: themeVars["color-heading"],
    textDecoration: "none",
    selectors: { "&:hover, &:focus-visible": { color: themeVars["color-primary"], textDecoration: "underline" } },
  }),
  /** What a widget says when its list is empty. */
  empty: style({ margin: 0, padding: "16px 0", color: themeVars["color-fg"] }),
};

import { style } from "@vanilla-extract/css";
import { themeVars } from "../../theme/themeVars.css";

export const page = style({ maxWidth: themeVars["middle-column-width"], margin: "0 auto", padding: `16px ${themeVars["page-gutter"]}` });
export const entry = style({ padding: "10px 0", borderBottom: `1px solid ${themeVars["color-border"]}` });
export const unread = style([entry, { fontWeight: 600 }]);
export const meta = style({ fontSize: themeVars["font-size-small"], fontWeight: 400 });
export const pager = style({ display: "flex", gap: 16, padding: "12px 0" });

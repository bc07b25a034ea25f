import { keyframes, style } from "@vanilla-extract/css";
import { themeVars } from "../theme/themeVars.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
const shimmer = keyframes({ "0%": { opacity: 1 }, "50%": { opacity: 0.45 }, "100%": { opacity: 1 } });

export const loader = style({ display: "flex", justifyContent: "center", padding: 24 });

export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: "50%",
  border: `3px solid ${themeVars["color-border"]}`,
  borderTopColor: themeVars["color-primary"],
  animation: `${spin} 0.7s linear infinite`,
});

export const skeleton = style({
  display: "block",
  minHeight: 80,
  borderRadius: themeVars.radius,
  background: themeVars["color-bg-muted"],
  animation: `${shimmer} 2s ease-in-out infinite`,
  marginBottom: 16,
});

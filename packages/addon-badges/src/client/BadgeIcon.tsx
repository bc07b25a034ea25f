import type { ReactNode } from "react";
import type { BadgeIcon as Icon } from "../shared/Badge";

/** The fixed set's glyphs: text, so no image or markup comes from the stored badge. */
const GLYPHS: Readonly<Record<Icon, string>> = {
  star: "★",
  comment: "💬",
  trophy: "🏆",
  heart: "♥",
  cake: "🎂",
  check: "✓",
  medal: "🏅",
  rocket: "🚀",
};

/** A badge's icon: a round glyph, decorative (the badge's name is always beside it). */
export function BadgeIcon({ icon, size = 40 }: { icon: Icon; size?: number }): ReactNode {
  return (
    <span
      aria-hidden="true"
      style={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: "50%",
        background: "#fff4d6",
        border: "1px solid #c99a00",
        color: "#7a5200",
        fontSize: size * 0.5,
        flex: "none",
      }}
    >
      {GLYPHS[icon] ?? GLYPHS.star}
    </span>
  );
}

import type { ReactNode } from "react";
import { isUploadedIcon, type BadgeIcon as Icon, type BadgeIconValue } from "../shared/Badge";

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

/**
 * A badge's icon, decorative (the badge's name is always beside it): a round glyph of the set, or
 * the image a manager uploaded (the server takes only this site's uploads).
 */
export function BadgeIcon({ icon, size = 40 }: { icon: BadgeIconValue; size?: number }): ReactNode {
  if (isUploadedIcon(icon)) {
    return <img src={icon} alt="" aria-hidden="true" width={size} height={size} style={{ borderRadius: "50%", objectFit: "cover", flex: "none" }} />;
  }
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
      {GLYPHS[icon as Icon] ?? GLYPHS.star}
    </span>
  );
}

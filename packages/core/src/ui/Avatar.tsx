import { DEFAULT_PHOTO_PATH } from "@quorum/api";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import * as styles from "./Avatar.css";

export interface AvatarProps {
  photoUrl?: string | null;
  /** The user's name, used as the image's text alternative when `decorative` is false. */
  name: string;
  size?: keyof typeof styles.sizes;
  /** True when the name is shown next to it anyway (then the image is hidden from screen readers). */
  decorative?: boolean;
  className?: string;
}

/**
 * The default picture's shapes, as markup: a thread shows one per comment, and three React
 * elements each cost the server render more than this constant string does.
 */
const SILHOUETTE = {
  __html:
    '<rect width="40" height="40" fill="#dddee0"></rect><circle cx="20" cy="15" r="7" fill="#ffffff"></circle><path d="M6 38c0-8 6.3-13 14-13s14 5 14 13z" fill="#ffffff"></path>',
};

/** A user's photo; a default silhouette when there is none (or the API's default photo) or it fails to load (spec §4). */
export function Avatar({ photoUrl, name, size = "medium", decorative = false, className }: AvatarProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A template, not an array filtered and joined: a thread renders one avatar per comment.
  const cls = className ? `${styles.avatar} ${styles.sizes[size]} ${className}` : `${styles.avatar} ${styles.sizes[size]}`;

  useEffect(() => {
    setFailed(false);
    // A server-rendered image may have failed before React attached onError.
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
  }, [photoUrl]);

  // The API's default photo is this same silhouette: drawn inline, with no request.
  if (!photoUrl || failed || photoUrl.endsWith(DEFAULT_PHOTO_PATH)) {
    return (
      <svg
        className={cls}
        viewBox="0 0 40 40"
        role={decorative ? undefined : "img"}
        aria-hidden={decorative || undefined}
        aria-label={decorative ? undefined : name}
        dangerouslySetInnerHTML={SILHOUETTE}
      />
    );
  }
  return <img ref={img} className={cls} src={photoUrl} alt={decorative ? "" : name} loading="lazy" onError={() => setFailed(true)} />;
}

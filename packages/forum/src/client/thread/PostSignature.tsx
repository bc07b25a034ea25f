import type { UserFragment } from "@quorum/api";
import { t, useSiteConfig } from "@quorum/core";
import type { CSSProperties, ReactNode } from "react";
import * as styles from "./PostSignature.css";

export interface PostSignatureProps {
  /** The post's author; the server adds `signature` to post pages' authors when signatures are enabled. */
  user: Pick<UserFragment, "signature"> | null | undefined;
}

/**
 * The author's signature under a post (spec §5, §9): only with `signatures.enabled`; hidden at
 * mobile widths with `signatures.hideMobile`; its images no taller than `signatures.imageMaxHeight`
 * px (0 = unlimited). The body is HTML the server rendered through its sanitizer.
 */
export function PostSignature({ user }: PostSignatureProps): ReactNode {
  const config = useSiteConfig();
  const html = user?.signature?.body;
  if (config["signatures.enabled"] !== true || !html) return null;
  const maxHeight = Number(config["signatures.imageMaxHeight"] ?? 0);
  const style = maxHeight > 0 ? ({ [styles.IMAGE_MAX_HEIGHT_PROPERTY]: `${maxHeight}px` } as CSSProperties) : undefined;
  const className = [styles.signature, config["signatures.hideMobile"] === true ? styles.hiddenOnMobile : ""].filter(Boolean).join(" ");
  return <div className={className} style={style} role="note" aria-label={t("Signature")} dangerouslySetInnerHTML={{ __html: html }} />;
}

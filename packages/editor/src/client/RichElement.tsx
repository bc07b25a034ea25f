import { t } from "@quorum/core";
import type { JSX, ReactNode } from "react";
import { useSelected } from "slate-react";
import type { RenderElementProps } from "slate-react";
import { checkLinkUrl } from "../checkLinkUrl";
import * as styles from "./RichEditor.css";

/** How each rich2 element looks while being edited (close to how the server will render it). */
export function RichElement({ attributes, children, element }: RenderElementProps): JSX.Element {
  switch (element.type) {
    case "h2":
      return <h2 {...attributes}>{children}</h2>;
    case "h3":
      return <h3 {...attributes}>{children}</h3>;
    case "ul":
      return <ul {...attributes}>{children}</ul>;
    case "ol":
      return <ol {...attributes}>{children}</ol>;
    case "li":
      return <li {...attributes}>{children}</li>;
    case "blockquote":
      return <blockquote {...attributes}>{children}</blockquote>;
    case "code_block":
      return (
        <pre {...attributes}>
          <code>{children}</code>
        </pre>
      );
    case "lic":
    case "blockquote-line":
    case "code_line":
      return <div {...attributes}>{children}</div>;
    case "a":
      return (
        <a {...attributes} href={shownUrl(element.url)}>
          {children}
        </a>
      );
    case "mention":
      return (
        <span {...attributes} contentEditable={false} className={styles.mention} data-user-id={element.userID}>
          @{element.name}
          {children}
        </span>
      );
    case "rich_embed_card":
      return (
        <ImageBlock attributes={attributes} url={element.url} alt={element.embedData.name}>
          {children}
        </ImageBlock>
      );
    case "upload-placeholder":
      return (
        <div {...attributes} className={styles.embed}>
          <div contentEditable={false} className={styles.uploading} role="status">
            {t("Uploading {name}…", { name: element.name })}
          </div>
          {children}
        </div>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}

/**
 * A stored link or image address as the editor may put it in the page: the link rule of spec §5
 * (http, https, mailto, tel, relative), or none. Documents come from storage and other editors, not
 * only from the link dialog: a javascript: or data: address stays in the document (the server
 * neutralises it when it renders), but never becomes a live href or src while editing.
 */
function shownUrl(url: string): string | undefined {
  return checkLinkUrl(url).url;
}

function ImageBlock({ attributes, url, alt, children }: Pick<RenderElementProps, "attributes" | "children"> & { url: string; alt: string }): ReactNode {
  const selected = useSelected();
  return (
    <div {...attributes} className={styles.embed} data-selected={selected}>
      <div contentEditable={false}>
        <img src={shownUrl(url)} alt={alt} className={styles.image} />
      </div>
      {children}
    </div>
  );
}

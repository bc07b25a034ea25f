import { Button, FormField, Modal, t, TextInput } from "@quorum/core";
import { useState } from "react";
import type { FormEvent, ReactNode } from "react";
import { checkLinkUrl } from "../checkLinkUrl";

export interface LinkModalProps {
  isVisible: boolean;
  /** The address of the link being edited; "" for a new link. */
  initialUrl: string;
  /** Ask for the link's text too (a new link at a caret, with no text selected). */
  askText: boolean;
  onSubmit(url: string, text: string): void;
  /** Offered when editing an existing link. */
  onRemove?: () => void;
  onClose(): void;
}

/** Insert or edit a link: the address is checked against the link rule (spec §5) before it is used. */
export function LinkModal({ isVisible, initialUrl, askText, onSubmit, onRemove, onClose }: LinkModalProps): ReactNode {
  return (
    <Modal isVisible={isVisible} onClose={onClose} title={initialUrl ? t("Edit Link") : t("Insert Link")} size="small">
      {/* Keyed so each opening starts from the link at hand, not from what was typed last time. */}
      {isVisible && <LinkForm key={initialUrl} initialUrl={initialUrl} askText={askText} onSubmit={onSubmit} onRemove={onRemove} onClose={onClose} />}
    </Modal>
  );
}

function LinkForm({ initialUrl, askText, onSubmit, onRemove, onClose }: Omit<LinkModalProps, "isVisible">): ReactNode {
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    // The dialog is a portal, but React events still bubble to the post form around the editor.
    event.stopPropagation();
    const checked = checkLinkUrl(url);
    if (checked.error !== undefined) {
      setError(t(checked.error));
      return;
    }
    onSubmit(checked.url, text);
  }

  return (
    <form onSubmit={submit} noValidate>
      <FormField label={t("URL")} errors={error ? [error] : []} required>
        <TextInput
          name="url"
          type="url"
          value={url}
          autoFocus
          placeholder="https://"
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      {askText && (
        <FormField label={t("Text")}>
          <TextInput name="text" value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
      )}
      <div style={{ display: "flex", gap: 8, justifyContent: "flex-end" }}>
        {onRemove && (
          <Button variant="text" onClick={onRemove}>
            {t("Remove Link")}
          </Button>
        )}
        <Button onClick={onClose}>{t("Cancel")}</Button>
        <Button type="submit" variant="primary">
          {initialUrl ? t("Save") : t("Insert")}
        </Button>
      </div>
    </form>
  );
}

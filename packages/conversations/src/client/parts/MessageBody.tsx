import { RichEditorField } from "@quorum/editor/client";
import type { ReactNode } from "react";
import { useEditorServices } from "./useEditorServices";

/** The message field: the same rich editor as comments (rich2), loaded when the box is first used. */
export function MessageBody({ value, onChange, label, invalid }: { value: string; onChange(json: string): void; label: string; invalid?: boolean }): ReactNode {
  const services = useEditorServices();
  return <RichEditorField {...services} aria-label={label} value={value} onChange={onChange} aria-invalid={invalid ?? false} rows={4} />;
}

import type { ComponentType } from "react";
import type { RichEditorProps } from "./RichEditor";

type RichEditorComponent = ComponentType<RichEditorProps>;

let loaded: RichEditorComponent | undefined;
let pending: Promise<RichEditorComponent> | undefined;

/**
 * Loads the editor's chunk (the editor and Slate) once; later calls share the download. A failure
 * is forgotten so the next focus tries again.
 */
export function loadRichEditor(): Promise<RichEditorComponent> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import("./RichEditor").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The editor component if its chunk is already in memory. */
export function loadedRichEditor(): RichEditorComponent | undefined {
  return loaded;
}

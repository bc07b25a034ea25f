// @quorum/core/server-render: the server half of core, imported only by apps/web's server entry
// (it pulls in react-dom/server and node:stream, which the browser bundle must never contain).
export { renderPage } from "./renderPage";
export type { RenderRequest, RenderResult } from "./RenderRequest";
export { renderDocument } from "./renderDocument";
export type { DocumentParts } from "./renderDocument";
export { serializeState } from "./serializeState";
export { themeStyle } from "./themeStyle";
export { escapeHtml } from "./escapeHtml";
export { withTranslations } from "./withTranslations";

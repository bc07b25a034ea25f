export { discoverAddons } from "./discoverAddons.js";
export { CLIENT_MODULE, SERVER_MODULE, clientModuleSource, serverModuleSource } from "./addonModules.js";
export { quorumAddonsVite } from "./quorumAddonsVite.js";
export { quorumAddonsEsbuild } from "./quorumAddonsEsbuild.js";

// @quorum/core/testing: what every package's client tests render with. Test code only — it pulls in
// testing-library and vitest, so no app bundle may import it.

export { configureTests } from "./configureTests";
export { renderWithApp } from "./renderWithApp";
export type { RenderWithAppOptions } from "./renderWithApp";
export { renderWidget } from "./renderWidget";
export { renderRoute } from "./renderRoute";
export type { TestRegistryOptions } from "./testRegistry";
export { guestBootstrap, memberBootstrap, moderatorBootstrap } from "./testBootstrap";
export type { TestBootstrapOverrides } from "./testBootstrap";
export { GUEST_PERMISSIONS, MEMBER, MEMBER_PERMISSIONS, MODERATOR, MODERATOR_PERMISSIONS } from "./testPersonas";
export { testApi } from "./testApi";
export type { TestApiAnswer, TestApiRequest, TestApiRoute } from "./testApi";

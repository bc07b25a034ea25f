import { DEFAULT_THEME_VARIABLES, GUEST_USER } from "@quorum/api";
import type { SiteConfig } from "@quorum/api";
import type { ClientBootstrap } from "../site/ClientBootstrap";
import { GUEST_PERMISSIONS, MEMBER, MEMBER_PERMISSIONS, MODERATOR, MODERATOR_PERMISSIONS } from "./testPersonas";

/** Changes to a test bootstrap; `config` is merged over the default site's, so one setting can change alone. */
export type TestBootstrapOverrides = Omit<Partial<ClientBootstrap>, "config"> & { config?: Partial<SiteConfig> };

/** A page bootstrap of a default test site, seen by a guest unless overridden. */
export function guestBootstrap(overrides: TestBootstrapOverrides = {}): ClientBootstrap {
  const { config, ...rest } = overrides;
  return {
    user: GUEST_USER,
    permissions: GUEST_PERMISSIONS,
    addons: [],
    theme: { themeID: "default", variables: { ...DEFAULT_THEME_VARIABLES } },
    locale: "en",
    ...rest,
    config: {
      "garden.title": "Test Forum",
      "garden.description": "A forum for tests",
      "garden.cookie.name": "q",
      "garden.cookie.path": "/",
      "ui.editContentTimeout": 3600,
      "signatures.enabled": false,
      "tagging.enabled": true,
      "registration.enabled": true,
      ...config,
    },
  };
}

/** The bootstrap of `MEMBER` holding `MEMBER_PERMISSIONS`. */
export function memberBootstrap(overrides: TestBootstrapOverrides = {}): ClientBootstrap {
  return guestBootstrap({ user: MEMBER, permissions: MEMBER_PERMISSIONS, ...overrides });
}

/** The bootstrap of `MODERATOR` holding `MODERATOR_PERMISSIONS`. */
export function moderatorBootstrap(overrides: TestBootstrapOverrides = {}): ClientBootstrap {
  return guestBootstrap({ user: MODERATOR, permissions: MODERATOR_PERMISSIONS, ...overrides });
}

/**
 * The exact versions a new add-on's development dependencies are pinned to: the ones this
 * repository's packages use, so a scaffolded add-on shares the workspace's single copy of each
 * (`VERSIONS.test.js` fails when they drift apart).
 */
export const VERSIONS = {
  "@testing-library/dom": "10.4.2",
  "@testing-library/react": "16.3.3",
  "@types/node": "22.20.5",
  "@types/react": "19.3.0",
  "@types/react-dom": "19.3.0",
  "@vanilla-extract/vite-plugin": "5.2.6",
  "@vitejs/plugin-react": "6.3.0",
  eslint: "10.15.0",
  jsdom: "31.0.1",
  kysely: "0.29.9",
  react: "19.3.1",
  "react-dom": "19.3.1",
  tsup: "9.0.0",
  typescript: "6.0.3",
  vite: "8.3.8",
  vitest: "5.1.1",
};

/** The Quorum core version an add-on made outside a Quorum checkout is written against. */
export const CORE_VERSION = "0.1.0";

/** The Quorum packages an add-on builds on: peer dependencies, so the site's copies are used. */
export const QUORUM_PEERS = ["@quorum/api", "@quorum/core", "@quorum/server"];

/**
 * The forum versions a new add-on's contract use is written for: it places its widget on the
 * forum's home page (`forumLayouts` of `@quorum/forum/contract/server`), so it `requires` the forum.
 */
export const FORUM_RANGE = "^0.1";

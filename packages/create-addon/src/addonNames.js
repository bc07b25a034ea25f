/**
 * @typedef {object} AddonNames
 * @property {string} key the add-on key (`quorum.addon`), URL path and API prefix: "my-addon"
 * @property {string} packageName the npm package name: "my-addon" or "@acme/my-addon"
 * @property {string} pascal component and type prefix: "MyAddon"
 * @property {string} camel function and table prefix: "myAddon"
 * @property {string} title the name people read: "My Addon"
 */

// Lower-case words joined by single dashes: safe as an npm name, a URL segment and an id.
const KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
// npm's rules for a (possibly scoped) package name, minus the legacy forms.
const PACKAGE = /^(?:@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*$/;

/**
 * Every spelling of an add-on's name the templates need, from its key and package name.
 * Throws a message a person can act on when either is unusable.
 *
 * @param {string} key
 * @param {string} [packageName] defaults to the key
 * @returns {AddonNames}
 */
export function addonNames(key, packageName = key) {
  if (!KEY.test(key) || key.length > 40) {
    throw new Error(`"${key}" cannot be an add-on key: use 1-40 lower-case letters and digits, words joined by "-" (e.g. "my-addon").`);
  }
  if (!PACKAGE.test(packageName) || packageName.length > 214) {
    throw new Error(`"${packageName}" is not a valid npm package name.`);
  }
  const words = key.split("-");
  const capital = (/** @type {string} */ word) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    key,
    packageName,
    pascal: words.map(capital).join(""),
    camel: words[0] + words.slice(1).map(capital).join(""),
    title: words.map(capital).join(" "),
  };
}

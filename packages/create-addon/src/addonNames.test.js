import assert from "node:assert/strict";
import { test } from "node:test";
import { addonNames } from "./addonNames.js";

test("spells a key every way the templates need", () => {
  assert.deepEqual(addonNames("my-addon"), {
    key: "my-addon",
    packageName: "my-addon",
    pascal: "MyAddon",
    camel: "myAddon",
    title: "My Addon",
  });
  assert.deepEqual(addonNames("e2e-addon", "@acme/e2e-addon"), {
    key: "e2e-addon",
    packageName: "@acme/e2e-addon",
    pascal: "E2eAddon",
    camel: "e2eAddon",
    title: "E2e Addon",
  });
});

test("refuses keys that cannot be identifiers, paths and table names", () => {
  for (const key of ["", "My-Addon", "my addon", "-addon", "addon-", "my--addon", "2fa", "my_addon", "x".repeat(41)]) {
    assert.throws(() => addonNames(key), /cannot be an add-on key/, key);
  }
});

test("refuses invalid package names", () => {
  assert.throws(() => addonNames("polls", "@Acme/Polls"), /not a valid npm package name/);
  assert.throws(() => addonNames("polls", "@acme/"), /not a valid npm package name/);
});

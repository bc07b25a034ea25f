import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { seededRandom } from "./random.ts";
import { validValue } from "./validValue.ts";

// The string patterns the API's schemas use (the framework's and every installed add-on's). A
// valid value that a pattern refuses makes the site answer 422 about that field, not about the
// one the case changed, and the part counts it as a validation error not naming the field.
const PATTERNS = [
  "\\S",
  "^[A-Za-z][A-Za-z0-9]*$",
  "^(/|https?://)",
  "^\\w+$",
  "^\\d{4}-(0[1-9]|1[0-2])$",
  "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$",
  "^[a-z0-9]{1,10}$",
  "^[a-z0-9]+(-[a-z0-9]+)*$",
  "^[a-z0-9-]{1,64}$",
  "^[\\p{L}\\p{N}_.-]+$",
  "^[A-Za-z][A-Za-z0-9_-]*$",
  "^[A-Za-z0-9_.-]+$",
  "^[A-Za-z0-9_-]+$",
  "^[A-Za-z0-9-]+$",
  "^/",
];

describe("validValue", () => {
  it("draws a string every pattern of the API accepts, within its length limits", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = seededRandom(seed);
      for (const pattern of PATTERNS) {
        const value = validValue({ type: "string", pattern, maxLength: 64 }, "field", random);
        assert.equal(typeof value, "string");
        assert.match(value as string, new RegExp(pattern, "u"), `seed ${seed}, pattern ${pattern}`);
        assert.ok((value as string).length <= 64);
      }
    }
  });

  it("draws once for a string whatever its pattern, so a seed's other cases do not move", () => {
    const plain = seededRandom(7);
    const patterned = seededRandom(7);
    validValue({ type: "string" }, "name", plain);
    validValue({ type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])$" }, "month", patterned);
    assert.equal(plain.next(), patterned.next());
  });
});

describe("validValue of an object", () => {
  it("names at least `minProperties` of its optional properties, as a PATCH body must", () => {
    const schema = { type: "object", properties: { a: { type: "boolean" }, b: { type: "boolean" } }, minProperties: 1 };
    for (let seed = 1; seed <= 30; seed++) {
      assert.ok(Object.keys(validValue(schema, "body", seededRandom(seed)) as object).length >= 1, `seed ${seed}`);
    }
  });
});

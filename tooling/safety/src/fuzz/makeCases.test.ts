import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { makeCases } from "./makeCases.ts";
import { seededRandom } from "./random.ts";

// A route like Ranks' `POST /ranks`: a text field and a closed object of optional switches.
const route = {
  method: "POST",
  url: "/api/v2/things",
  schema: {
    body: {
      type: "object",
      properties: { name: { type: "string" }, abilities: { type: "object", properties: { links: { type: "boolean" } }, additionalProperties: false } },
      required: ["name"],
    },
  },
};

describe("makeCases", () => {
  it("expects a deep object refused in a text field, and not in a closed object, whose check drops keys it does not have", () => {
    const cases = makeCases(route, "admin", 3000, seededRandom(3), 0);
    const refusedFor = (mutation: string) => cases.filter((c) => c.mutation === mutation).map((c) => c.refused);
    assert.ok(refusedFor("body name = deep object").length > 0);
    assert.ok(refusedFor("body name = deep object").every(Boolean));
    assert.ok(refusedFor("body abilities = deep object").length > 0);
    assert.ok(!refusedFor("body abilities = deep object").some(Boolean));
    assert.ok(!refusedFor("body abilities = surrogate in an object").some(Boolean));
  });
});

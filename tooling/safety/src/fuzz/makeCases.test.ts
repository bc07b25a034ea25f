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

describe("makeCases of a nested field", () => {
  it("makes the optional object holding the changed field valid, so the answer is about that field alone", () => {
    const withParent = {
      method: "POST",
      url: "/api/v2/polls",
      schema: {
        body: {
          type: "object",
          properties: {
            discussion: {
              type: "object",
              properties: { name: { type: "string" }, body: { type: "string" }, categoryID: { type: "integer" } },
              required: ["name", "body"],
              additionalProperties: false,
            },
          },
        },
      },
    };
    const cases = makeCases(withParent, "member", 3000, seededRandom(5), 0).filter((c) => c.mutation.startsWith("body discussion.categoryID = "));
    assert.ok(cases.length > 0);
    for (const fuzzCase of cases) {
      // The text as sent (hostile values such as NaN are not JSON): only the discussion has these fields.
      const sent = String(fuzzCase.body);
      assert.match(sent, /"name":"/, fuzzCase.mutation);
      assert.match(sent, /"body":"/, fuzzCase.mutation);
    }
  });
});

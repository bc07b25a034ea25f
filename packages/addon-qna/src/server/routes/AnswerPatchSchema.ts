import { Type } from "@sinclair/typebox";

/** Body of `PATCH /comments/{id}/answer`: the judgement ("pending" takes one back). */
export const AnswerPatchSchema = Type.Object(
  { status: Type.Union([Type.Literal("accepted"), Type.Literal("rejected"), Type.Literal("pending")]) },
  { additionalProperties: false },
);

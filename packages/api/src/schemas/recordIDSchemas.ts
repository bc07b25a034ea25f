import { Type, type Static } from "@sinclair/typebox";

/** Path of `/{records}/{id}` routes whose id is a positive integer. */
export const RecordIDParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
});
export type RecordIDParams = Static<typeof RecordIDParamsSchema>;

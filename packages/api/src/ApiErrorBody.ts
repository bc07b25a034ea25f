/** One problem with one request field, as listed under `errors[field]` (spec §8). */
export interface FieldError {
  message: string;
  code: string;
  field?: string;
}

import { Type } from "@sinclair/typebox";

/** `ApiErrorBody` as a schema: the OpenAPI document's `Error` (components.schemas). */
export const ApiErrorBodySchema = Type.Object({
  message: Type.String(),
  status: Type.Integer(),
  description: Type.Optional(Type.String()),
  errors: Type.Optional(
    Type.Record(Type.String(), Type.Array(Type.Object({ message: Type.String(), code: Type.String(), field: Type.Optional(Type.String()) }))),
  ),
  actionButton: Type.Optional(Type.Object({ label: Type.String(), url: Type.String(), target: Type.Optional(Type.String()) })),
  trace: Type.Optional(Type.String()),
});

/** The body of every 4xx/5xx answer of `/api/v2/` (docs/architecture.md §4, docs/product.md §3 "Error answer"). */
export interface ApiErrorBody {
  message: string;
  status: number;
  description?: string;
  errors?: Record<string, FieldError[]>;
  actionButton?: { label: string; url: string; target?: string };
  trace?: string;
}

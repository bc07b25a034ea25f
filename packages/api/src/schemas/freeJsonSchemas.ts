import { Type, type TRecord, type TString, type TUnknown } from "@sinclair/typebox";

/**
 * Limits of a free-form JSON value a client may store (a draft's `postMeta`, a setting's value):
 * levels of nesting (a scalar is 0, `{}` is 1) and bytes of its JSON text. The server's schema
 * check knows the keywords `maxJsonDepth` and `maxJsonBytes` and answers 422 naming the field.
 */
export const FREE_JSON_LIMITS = { maxDepth: 10, maxBytes: 64 * 1024 } as const;

const limits = (options: { maxDepth?: number; maxBytes?: number }) => ({
  maxJsonDepth: options.maxDepth ?? FREE_JSON_LIMITS.maxDepth,
  maxJsonBytes: options.maxBytes ?? FREE_JSON_LIMITS.maxBytes,
});

/** Any JSON value, within `FREE_JSON_LIMITS` (or the limits given). */
export function FreeJson(options: { maxDepth?: number; maxBytes?: number } = {}): TUnknown {
  return Type.Unknown(limits(options));
}

/** A JSON object with any keys, within `FREE_JSON_LIMITS` (or the limits given). */
export function FreeJsonObject(options: { maxDepth?: number; maxBytes?: number } = {}): TRecord<TString, TUnknown> {
  return Type.Record(Type.String(), Type.Unknown(), limits(options));
}

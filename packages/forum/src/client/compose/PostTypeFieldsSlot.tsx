import { AddonContext, ApiError, LazyBoundary, useAddonRegistry } from "@quorum/core";
import type { ReactNode } from "react";
import type { PostTypeFields, PostTypeFieldsProps } from "../../contract/forumPostTypes";

export interface PostTypeFieldsSlotProps extends PostTypeFieldsProps {
  fields: PostTypeFields;
}

/**
 * A post type's own fields in the post form (a poll's question and options): the widget its
 * add-on registers under `fields.component`, loaded when the type is chosen.
 */
export function PostTypeFieldsSlot({ fields, onChange, error, initial }: PostTypeFieldsSlotProps): ReactNode {
  const registry = useAddonRegistry();
  const Fields = registry.getWidget(fields.component);
  if (!Fields) return null;
  return (
    <AddonContext.Provider value={registry.widgetContext(fields.component)}>
      {/* Its fields, typed into before the page hydrated, are handed over to React like a widget's. */}
      <LazyBoundary>
        <Fields onChange={onChange} error={error} {...(initial ? { initial } : {})} />
      </LazyBoundary>
    </AddonContext.Provider>
  );
}

/**
 * The failure as the form's own fields see it when the post went with a type's fields: the post's
 * errors come back as `discussion.<field>` and are shown at its fields under their own names; the
 * type's errors (a poll's `name` is its question) keep theirs under `postType.`, where no field of
 * the form reads them (the type's component shows them) but the form knows a field was blamed.
 */
export function postErrorOf(error: ApiError | null): ApiError | null {
  if (!error?.errors) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([field, list]) => [field.startsWith("discussion.") ? field.slice("discussion.".length) : `postType.${field}`, list]),
  );
  return new ApiError({ message: error.message, status: error.status, ...(error.description !== undefined ? { description: error.description } : {}), errors });
}

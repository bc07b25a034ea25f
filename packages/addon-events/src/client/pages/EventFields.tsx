import type { FieldError, UserFragment } from "@quorum/api";
import { FormField, t, TextInput, useApiClient } from "@quorum/core";
import { MENTION_LIMIT, mediaUploader, RichEditorField } from "@quorum/editor/client";
import { useMemo, type ReactNode } from "react";
import type { EventFormApi } from "./useEventForm";

/** The time zones to choose from: the runtime's IANA list (UTC first). */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set(["UTC", current, ...known])];
}

/** Name, description (the rich editor), when, time zone, all day, location and online link. */
export function EventFields({ form, errorsOf }: { form: EventFormApi; errorsOf: (field: string) => FieldError[] }): ReactNode {
  const api = useApiClient();
  const { state, set } = form;
  const zones = useMemo(() => timeZones(state.timeZone), [state.timeZone]);
  const editor = useMemo(
    () => ({
      mentions: async (search: string, signal: AbortSignal) =>
        (await api.get<UserFragment[]>("/users/by-names/", { params: { name: `${search}*`, order: "mention", limit: MENTION_LIMIT }, signal })).data,
      upload: mediaUploader("/media"),
    }),
    [api],
  );
  const timeType = state.allDay ? "date" : "datetime-local";
  return (
    <>
      <FormField label={t("Name")} errors={errorsOf("name")} required>
        <TextInput maxLength={200} value={state.name} onChange={(e) => set({ name: e.target.value })} />
      </FormField>
      <FormField label={t("Description")} errors={errorsOf("body")}>
        <RichEditorField {...editor} aria-label={t("Description")} value={state.body} onChange={(json) => set({ body: json })} />
      </FormField>
      <label>
        <input type="checkbox" checked={state.allDay} onChange={(e) => set({ allDay: e.target.checked, starts: "", ends: "" })} /> {t("All day")}
      </label>
      <FormField label={t("Starts")} errors={errorsOf("dateStarts")} required>
        <TextInput type={timeType} value={state.starts} onChange={(e) => set({ starts: e.target.value })} />
      </FormField>
      <FormField label={t("Ends")} errors={errorsOf("dateEnds")} required>
        <TextInput type={timeType} value={state.ends} onChange={(e) => set({ ends: e.target.value })} />
      </FormField>
      <FormField label={t("Time zone")} errors={errorsOf("timeZone")} required>
        <select value={state.timeZone} onChange={(e) => set({ timeZone: e.target.value })}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t("Location")} errors={errorsOf("location")}>
        <TextInput maxLength={200} value={state.location} onChange={(e) => set({ location: e.target.value })} />
      </FormField>
      <FormField label={t("Online link")} errors={errorsOf("onlineUrl")}>
        <TextInput type="url" maxLength={500} value={state.onlineUrl} onChange={(e) => set({ onlineUrl: e.target.value })} />
      </FormField>
    </>
  );
}

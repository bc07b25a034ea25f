import type { Category } from "@quorum/api";
import {
  ApiError,
  Button,
  ErrorMessage,
  FormField,
  t,
  TextInput,
  themeVars,
  useApiClient,
  useCurrentUser,
  useDocumentTitle,
  useMutation,
  useNavigate,
  useParams,
  useQuery,
  useQueryClient,
  useSearchParams,
  widgetStyles,
} from "@quorum/core";
import type { ReactNode } from "react";
import type { QuorumEvent } from "../../shared/Event";
import { eventQueries } from "../eventQueries";
import { EventFields } from "./EventFields";
import { useEventForm, type EventFormState } from "./useEventForm";

const frame = { maxWidth: 760, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

/**
 * `/events/new` (in `?categoryID=` or a group's `?groupID=`) and `/events/{eventID}/edit`: the
 * event's form. The server decides who may post where (403/422 shown with the fields).
 */
export default function EventFormPage(): ReactNode {
  const api = useApiClient();
  const id = useParams<"eventID">().eventID;
  const eventID = id === undefined ? null : Number(id);
  const existing = useQuery({ ...eventQueries.one(api, eventID ?? 0), enabled: eventID !== null });
  useDocumentTitle(eventID === null ? t("New Event") : t("Edit Event"));
  if (useCurrentUser().userID <= 0) return <p style={frame}>{t("Sign in to add events.")}</p>;
  if (eventID !== null && !existing.data) return existing.error ? <ErrorMessage error={existing.error} /> : null;
  return <EventForm key={eventID ?? 0} event={existing.data ?? null} />;
}

function EventForm({ event }: { event: QuorumEvent | null }): ReactNode {
  const api = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const groupID = Number(search.get("groupID")) || null;
  const form = useEventForm(event, Number(search.get("categoryID")) || null);
  const categories = useQuery({
    queryKey: ["events", "categories"],
    queryFn: async () => (await api.get<Category[]>("/categories", { params: { outputFormat: "flat", limit: 500 } })).data,
    enabled: event === null && groupID === null,
  });
  const save = useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      event === null ? (await api.post<QuorumEvent>("/events", body)).data : (await api.patch<QuorumEvent>(`/events/${event.eventID}`, body)).data,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ["events"] });
      navigate(saved.url);
    },
  });
  const errorsOf = (field: string) => (save.error instanceof ApiError ? save.error.fieldErrors(field) : []);
  const submit = (state: EventFormState) => {
    const times = form.instants();
    const body: Record<string, unknown> = {
      name: state.name,
      body: state.body,
      format: "rich2",
      ...times,
      timeZone: state.timeZone,
      allDay: state.allDay,
      location: state.location.trim() || null,
      onlineUrl: state.onlineUrl.trim() || null,
    };
    if (event === null) {
      body.parentRecordType = groupID === null ? "category" : "group";
      body.parentRecordID = groupID ?? state.categoryID;
    }
    save.mutate(body);
  };
  const title = event === null ? t("New Event") : t("Edit Event");
  return (
    <form
      className={widgetStyles.root}
      style={frame}
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit(form.state);
      }}
    >
      <h1 className={widgetStyles.pageTitle}>{title}</h1>
      {event === null && groupID === null ? (
        <FormField label={t("Category")} errors={errorsOf("parentRecordID")} required>
          <select value={form.state.categoryID ?? ""} onChange={(e) => form.set({ categoryID: Number(e.target.value) || null })}>
            <option value="">{t("Select a category")}</option>
            {(categories.data ?? [])
              .filter((category) => category.displayAs !== "heading")
              .map((category) => (
                <option key={category.categoryID} value={category.categoryID}>
                  {category.name}
                </option>
              ))}
          </select>
        </FormField>
      ) : groupID !== null ? (
        <FormField label={t("Group")} errors={errorsOf("parentRecordID")}>
          <TextInput readOnly value={`#${groupID}`} />
        </FormField>
      ) : null}
      <EventFields form={form} errorsOf={errorsOf} />
      {save.error && !(save.error instanceof ApiError && save.error.errors) ? <ErrorMessage error={save.error} /> : null}
      <div>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("Save")}
        </Button>
      </div>
    </form>
  );
}

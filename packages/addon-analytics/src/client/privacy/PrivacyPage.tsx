import {
  Button,
  ErrorMessage,
  Loader,
  t,
  themeVars,
  useApiClient,
  useCurrentUser,
  useDocumentTitle,
  useQuery,
  useSiteConfig,
  widgetStyles,
} from "@quorum/core";
import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import type { AnonymizeData } from "../../shared/AnalyticsSummary";
import { guestChoiceCookie, readGuestChoice } from "./guestAnonymizeCookie";

const frame = { maxWidth: 720, margin: "0 auto", padding: `32px ${themeVars["page-gutter"]}` };

const CHOICES: readonly { value: AnonymizeData; label: string }[] = [
  { value: -1, label: "Use the site's default" },
  { value: 1, label: "Count my page views anonymously" },
  { value: 0, label: "Count my page views as mine" },
];

/**
 * `/analytics/privacy`: the visitor's AnonymizeData (spec §3). A member's is read and saved
 * through `GET`/`POST /analytics/privacy`; a guest's is kept in the cookie the server reads
 * (`<garden.cookie.name>-AnonymizeData` at `garden.cookie.path`, spec §8), as the API's setting is
 * a member's. Loaded only when someone opens the page.
 */
export default function PrivacyPage(): ReactNode {
  const user = useCurrentUser();
  useDocumentTitle(t("Analytics privacy"));
  return (
    <div className={widgetStyles.root} style={frame}>
      <h1 className={widgetStyles.pageTitle}>{t("Analytics privacy")}</h1>
      <p>{t("This site counts page views. Choose whether yours are counted anonymously: an anonymous view keeps no link to you.")}</p>
      {user.userID > 0 ? <MemberChoice /> : <GuestChoice />}
    </div>
  );
}

/** The cookie changes only by this page's own form, which keeps its own state. */
const noChange = () => () => {};

function MemberChoice(): ReactNode {
  const api = useApiClient();
  const current = useQuery({
    queryKey: ["analytics", "privacy"],
    queryFn: async () => (await api.get<{ AnonymizeData: AnonymizeData }>("/analytics/privacy")).data.AnonymizeData,
  });
  if (current.error) return <ErrorMessage error={current.error} />;
  if (current.data === undefined) return <Loader />;
  return (
    <ChoiceForm
      initial={current.data}
      save={async (choice) => {
        await api.post("/analytics/privacy", { AnonymizeData: choice });
        await current.refetch();
      }}
    />
  );
}

function GuestChoice(): ReactNode {
  const config = useSiteConfig();
  const name = config["garden.cookie.name"];
  // Read once the page has hydrated: the server's render cannot know the browser's cookie.
  const initial = useSyncExternalStore(
    noChange,
    () => readGuestChoice(name, document.cookie),
    () => null,
  );
  if (initial === null) return <Loader />;
  return (
    <ChoiceForm
      initial={initial}
      save={async (choice) => {
        document.cookie = guestChoiceCookie(name, config["garden.cookie.path"], choice);
      }}
    />
  );
}

function ChoiceForm({ initial, save }: { initial: AnonymizeData; save(choice: AnonymizeData): Promise<void> }): ReactNode {
  const [choice, setChoice] = useState(initial);
  const [state, setState] = useState<{ saving: boolean; saved: boolean; error: unknown }>({ saving: false, saved: false, error: null });
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setState({ saving: true, saved: false, error: null });
        save(choice).then(
          () => setState({ saving: false, saved: true, error: null }),
          (error: unknown) => setState({ saving: false, saved: false, error }),
        );
      }}
    >
      <fieldset style={{ border: 0, padding: 0, margin: "16px 0", display: "grid", gap: 8 }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t("My page views")}</legend>
        {CHOICES.map((option) => (
          <label key={option.value} htmlFor={`${id}-${option.value}`} style={{ display: "flex", gap: 8, alignItems: "center" }}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={`${id}-anonymize`}
              checked={choice === option.value}
              onChange={() => {
                setChoice(option.value);
                setState({ saving: false, saved: false, error: null });
              }}
            />
            {t(option.label)}
          </label>
        ))}
      </fieldset>
      {state.error ? <ErrorMessage error={state.error} /> : null}
      <Button type="submit" variant="primary" disabled={state.saving}>
        {t("Save")}
      </Button>
      <p role="status" aria-live="polite">
        {state.saved ? t("Your choice is saved.") : ""}
      </p>
    </form>
  );
}

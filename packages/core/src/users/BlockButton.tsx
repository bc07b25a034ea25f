import { useEffect, useState, type ReactNode } from "react";
import { useApiClient } from "../api/useApiClient";
import { useTranslation } from "../i18n/useTranslation";
import { Button } from "../ui/Button";
import { ErrorMessage } from "../ui/ErrorMessage";

/**
 * Block / Unblock of the user card and the profile page, while conversations are enabled: a
 * blocked member cannot message the viewer (the conversations add-on refuses them). Its own chunk,
 * loaded only for a signed-in viewer looking at someone else.
 */
export default function BlockButton({ user }: { user: { userID: number; name: string } }): ReactNode {
  const { t } = useTranslation();
  const api = useApiClient();
  const [blocked, setBlocked] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState("");
  const [error, setError] = useState<unknown>(null);
  const path = `/conversations/blocks/${user.userID}`;
  useEffect(() => {
    let live = true;
    api.get<{ blocked: boolean }>(path).then(
      (response) => live && setBlocked(response.data.blocked),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [api, path]);

  const toggle = (): void => {
    setBusy(true);
    setError(null);
    (blocked ? api.delete(path) : api.put(path))
      .then(() => {
        setDone(blocked ? t("You unblocked {name}.", { name: user.name }) : t("You blocked {name}. They cannot message you.", { name: user.name }));
        setBlocked(!blocked);
      })
      .catch(setError)
      .finally(() => setBusy(false));
  };

  return (
    <>
      {blocked !== undefined && (
        <Button variant="standard" busy={busy} onClick={toggle}>
          {blocked ? t("Unblock") : t("Block")}
        </Button>
      )}
      <span role="status">{done}</span>
      {error ? <ErrorMessage error={error} /> : null}
    </>
  );
}

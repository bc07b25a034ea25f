import type { Role } from "@quorum/api";
import { Button, ErrorMessage, t, useApiClient, useMutation, useQueryClient } from "@quorum/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { RANK_LABEL_STYLES, type Rank, type RankLabelStyle } from "../../shared/Rank";

const STYLE_NAMES: Record<RankLabelStyle, string> = { plain: "Plain", primary: "Accent", success: "Green", danger: "Red" };
const row = { display: "block", margin: "8px 0" };

export interface RankFormProps {
  /** The rank edited; none: a new rank, placed above the others. */
  rank?: Rank;
  roles: Role[];
  onDone: () => void;
}

const number = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const text = (value: number | null | undefined): string => (value === null || value === undefined ? "" : String(value));

/** Defines a rank: its name, label and style, what earns it, and whether its members may post links. */
export function RankForm({ rank, roles, onDone }: RankFormProps): ReactNode {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState(rank?.name ?? "");
  const [userTitle, setUserTitle] = useState(rank?.userTitle ?? "");
  const [labelStyle, setLabelStyle] = useState<RankLabelStyle>(rank?.labelStyle ?? "plain");
  const [posts, setPosts] = useState(text(rank?.criteria.posts));
  const [points, setPoints] = useState(text(rank?.criteria.points));
  const [days, setDays] = useState(text(rank?.criteria.days));
  const [roleIDs, setRoleIDs] = useState<number[]>(rank?.criteria.roleIDs ?? []);
  const [manual, setManual] = useState(rank?.criteria.manual ?? false);
  const [links, setLinks] = useState(rank?.abilities.links ?? true);
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        name,
        userTitle: userTitle.trim() === "" ? name : userTitle,
        labelStyle,
        criteria: { posts: number(posts), points: number(points), days: number(days), roleIDs, manual },
        abilities: { links },
      };
      return rank ? (await api.patch<Rank>(`/ranks/${rank.rankID}`, body)).data : (await api.post<Rank>("/ranks", body)).data;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["ranks"] });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const minimum = (label: string, value: string, set: (value: string) => void) => (
    <label style={row}>
      {t(label)} <input type="number" min={0} value={value} onChange={(event) => set(event.target.value)} />
    </label>
  );
  return (
    <form onSubmit={submit} aria-label={rank ? t("Edit Rank") : t("New Rank")} style={{ margin: "16px 0" }}>
      <label style={row}>
        {t("Name")} <input required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label style={row}>
        {t("Label")} <input maxLength={40} value={userTitle} placeholder={name} onChange={(event) => setUserTitle(event.target.value)} />
      </label>
      <label style={row}>
        {t("Label style")}{" "}
        <select value={labelStyle} onChange={(event) => setLabelStyle(event.target.value as RankLabelStyle)}>
          {RANK_LABEL_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(STYLE_NAMES[style])}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend>{t("Criteria")}</legend>
        {minimum("Minimum posts", posts, setPosts)}
        {minimum("Minimum points", points, setPoints)}
        {minimum("Minimum days since joining", days, setDays)}
        <fieldset>
          <legend>{t("Roles (any of; none: every role)")}</legend>
          {roles.map((role) => (
            <label key={role.roleID} style={{ marginRight: 12 }}>
              <input
                type="checkbox"
                checked={roleIDs.includes(role.roleID)}
                onChange={(event) => setRoleIDs(event.target.checked ? [...roleIDs, role.roleID] : roleIDs.filter((id) => id !== role.roleID))}
              />{" "}
              {role.name}
            </label>
          ))}
        </fieldset>
        <label style={row}>
          <input type="checkbox" checked={manual} onChange={(event) => setManual(event.target.checked)} /> {t("Given by a site manager only")}
        </label>
      </fieldset>
      <label style={row}>
        <input type="checkbox" checked={links} onChange={(event) => setLinks(event.target.checked)} /> {t("Members of this rank may post links")}
      </label>
      {save.error ? <ErrorMessage error={save.error} /> : null}
      <div style={{ display: "flex", gap: 8 }}>
        <Button type="submit" variant="primary" busy={save.isPending}>
          {t("Save")}
        </Button>
        <Button onClick={onDone}>{t("Cancel")}</Button>
      </div>
    </form>
  );
}

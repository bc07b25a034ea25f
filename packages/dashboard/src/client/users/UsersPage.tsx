import { Button, FormField, Pager, TextInput, t, usePermissionCheck, useSearchParams } from "@quorum/core";
import { useState } from "react";
import type { ReactNode } from "react";
import { DashboardPage } from "../DashboardPage";
import { UserFormModal } from "./UserFormModal";
import { UserItem } from "./UserItem";
import * as styles from "./UsersPage.css";
import { useRoles } from "./useRoles";
import { USERS_PAGE_LIMIT, useUsers } from "./useUsers";

/**
 * /dashboard/users (site managers): every account by name, paged, with a search by name; add a
 * user, and edit, ban, unban or delete one. The search is a plain GET form, so it works before
 * hydration; each page is server-rendered with its data.
 */
export default function UsersPage(): ReactNode {
  const [params] = useSearchParams();
  const query = params.get("query") ?? "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const { users, paging } = useUsers(query, page);
  const roles = useRoles();
  const can = usePermissionCheck();
  const [search, setSearch] = useState(query);
  const [adding, setAdding] = useState(false);
  const hrefFor = (p: number) => `/dashboard/users?${new URLSearchParams({ ...(query ? { query } : {}), ...(p > 1 ? { page: String(p) } : {}) }).toString()}`;

  return (
    <DashboardPage title={t("Users")} intro={t("Find a member by name to edit their account, ban or unban them, change their roles or delete them.")}>
      <div className={styles.toolbar}>
        <form className={styles.search} method="get" action="/dashboard/users" role="search">
          <FormField label={t("Search by name")}>
            <TextInput name="query" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </FormField>
          <Button type="submit">{t("Search")}</Button>
        </form>
        {can("users.add") && (
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t("Add User")}
          </Button>
        )}
      </div>
      {users.length === 0 ? (
        <p>{t("No users found.")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("Users")}>
          {users.map((user) => (
            <UserItem key={user.userID} user={user} roles={roles} canEdit={can("users.edit")} canDelete={can("users.delete")} />
          ))}
        </ul>
      )}
      <Pager page={page} limit={USERS_PAGE_LIMIT} hasMore={paging?.next !== undefined} hrefFor={hrefFor} />
      {adding && <UserFormModal roles={roles} onClose={() => setAdding(false)} />}
    </DashboardPage>
  );
}

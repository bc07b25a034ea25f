import { useQuery } from "@tanstack/react-query";
import { createContext } from "react";
import type { ReactNode } from "react";
import type { PermissionsPayload } from "@quorum/api";
import { useApiClient } from "../api/useApiClient";
import { isServerRender } from "./isServerRender";
import { useBootstrap } from "./useBootstrap";

/** Marks "no provider above": `usePermissions` then reads the bootstrap directly. */
export const NO_PERMISSIONS_PROVIDER = Symbol("no permissions provider");

export const PermissionsContext = createContext<PermissionsPayload | undefined | typeof NO_PERMISSIONS_PROVIDER>(NO_PERMISSIONS_PROVIDER);

/** Query key of the current user's permissions. */
export function permissionsQueryKey(userID: number): readonly unknown[] {
  return ["permissions", userID];
}

/**
 * Holds the current user's permissions for the whole app, in one query: from the bootstrap when
 * inlined, otherwise loaded once through `GET /users/$me/permissions?expand=junctions` (spec §4).
 * One observer for the app rather than one per permission check. On the server nothing refetches,
 * so the bootstrap's permissions are what the query would hold: they are provided as they are,
 * without a query (the server render leaves that query out of the page's state anyway).
 */
export function PermissionsProvider({ children }: { children?: ReactNode }): ReactNode {
  return isServerRender ? <BootstrapPermissions>{children}</BootstrapPermissions> : <QueriedPermissions>{children}</QueriedPermissions>;
}

function BootstrapPermissions({ children }: { children?: ReactNode }): ReactNode {
  const { permissions } = useBootstrap();
  return <PermissionsContext.Provider value={permissions ?? undefined}>{children}</PermissionsContext.Provider>;
}

function QueriedPermissions({ children }: { children?: ReactNode }): ReactNode {
  const { user, permissions } = useBootstrap();
  const api = useApiClient();
  const { data } = useQuery({
    queryKey: permissionsQueryKey(user.userID),
    queryFn: async () => (await api.get<PermissionsPayload>("/users/$me/permissions", { params: { expand: "junctions" } })).data,
    ...(permissions ? { initialData: permissions } : {}),
  });
  return <PermissionsContext.Provider value={data}>{children}</PermissionsContext.Provider>;
}

import { useMemo } from "react";
import type { NavItemDescriptor } from "../../addons/defineAddon";
import { useAddonRegistry } from "../../addons/useAddonRegistry";
import { useCurrentUser } from "../../site/useCurrentUser";
import { usePermissionCheck } from "../../site/usePermissionCheck";

/**
 * The add-ons' navigation the current user may see (spec §5): items need a name and a url, hidden
 * items are dropped, role-restricted items need one of the roles, and the item's permission.
 */
export function useNavItems(): NavItemDescriptor[] {
  const registry = useAddonRegistry();
  const user = useCurrentUser();
  const can = usePermissionCheck();
  return useMemo(
    () =>
      registry.navItems.filter(
        (item) =>
          Boolean(item.name && item.url) &&
          !item.isHidden &&
          (!item.roleIDs?.length || item.roleIDs.some((role) => user.roleIDs.includes(role))) &&
          (!item.permission || can(item.permission)),
      ),
    [registry, user, can],
  );
}

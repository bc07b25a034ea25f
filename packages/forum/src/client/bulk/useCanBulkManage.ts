import { BULK_MANAGE_PERMISSION } from "@quorum/api";
import { usePermissionCheck, usePermissions } from "@quorum/core";
import { useEffect, useMemo, useState } from "react";

/**
 * Whether bulk selection is offered: the user holds `discussions.manage` globally or in any
 * category (spec §6). Called once per list, never per item. False on the server and in the
 * hydrating render — the selection lives in the browser's storage, so the checkboxes arrive
 * just after; for everyone else it stays false without a second render.
 */
export function useCanBulkManage(): boolean {
  const payload = usePermissions();
  const check = usePermissionCheck();
  const can = useMemo(
    () =>
      check(BULK_MANAGE_PERMISSION) ||
      (payload?.permissions ?? []).some(
        (fragment) =>
          fragment.type === "category" &&
          fragment.id !== undefined &&
          check(BULK_MANAGE_PERMISSION, { resourceType: "category", resourceID: fragment.id, mode: "resource" }),
      ),
    [check, payload],
  );
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (can) setMounted(true);
  }, [can]);
  return can && mounted;
}

import type { AuditLogEntry, PagingInfo } from "@quorum/api";
import { useApiClient, useSuspenseQuery } from "@quorum/core";
import type { LogFilter } from "./readLogFilter";

/** A page of the moderation log and its paging. */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  paging: PagingInfo;
}

/**
 * The lines of `GET /audit-logs` for the filter, newest first. Suspends, so the server render
 * waits for them and ships them in the page.
 */
export function useAuditLog(filter: LogFilter): AuditLogPage {
  const api = useApiClient();
  const { data } = useSuspenseQuery({
    queryKey: ["forum", "auditLogs", filter],
    queryFn: async ({ signal }) => {
      const { page, ...rest } = filter;
      const response = await api.get<AuditLogEntry[]>("/audit-logs", { params: { ...rest, page }, signal });
      return { entries: response.data, paging: response.paging ?? { page, limit: response.data.length } };
    },
  });
  return data;
}

import type { ApiClient } from "../api/createApiClient";
import { ApiError } from "../api/ApiError";

/**
 * The status of an add-on page from the record it shows (`RouteDescriptor.record`): 200 when the
 * API gives it, else the API's refusal. An address the API cannot even read (`/messages/abc`: 400
 * or 422) names no record, so it is 404 too; a failure to answer is 500.
 */
export async function recordStatus(api: ApiClient, record: string, params: Readonly<Record<string, string | undefined>>): Promise<number> {
  const path = record.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  try {
    await api.get(path);
    return 200;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 500;
    if (status === 400 || status === 422) return 404;
    return status >= 400 && status < 500 ? status : 500;
  }
}

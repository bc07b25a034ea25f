import type { ApiSession } from "../ApiSession.ts";

/** A set-up call that must succeed: its JSON answer (null for 204), or an error naming the call. */
export async function callOk<T>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const response = await session.request(method, path, body);
  const text = await response.text();
  if (!response.ok) throw new Error(`set-up: ${method} ${path} as ${session.name ?? "guest"} answered ${response.status}: ${text.slice(0, 300)}`);
  return (text === "" ? null : JSON.parse(text)) as T;
}

import { SESSION_COOKIE } from "@quorum/api";
import type { FastifyInstance } from "fastify";
import { api } from "./api";

/** Signs in through `POST /authenticate/password`; returns the `name=value` session cookie for later requests. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await api(app, { method: "POST", url: "/authenticate/password", body: { username, password } });
  const session = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (response.statusCode !== 200 || !session) throw new Error(`Sign-in as ${username} failed: ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${session.value}`;
}

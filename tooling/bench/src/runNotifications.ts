// Notification benchmarks (issue 13 §6). Not a test: it reports numbers.
//   node src/runNotifications.ts [--followers 1000] [--rounds 15] [--port 3442]
// Needs the built site and PostgreSQL: QUORUM_BENCH_DATABASE_URL (or QUORUM_TEST_DATABASE_URL), an
// admin URL; a database `quorum_bench_notify` is recreated. The site runs as one process.
//
// 1. A comment notifying N followers (members who bookmarked its discussion) against one notifying
//    no one: the comment request's time, and the time until every follower has the notification.
// 2. N event streams held by that one process: resident memory per stream, and the delay from a
//    comment to its notification reaching each stream.
import { randomBytes, createHash } from "node:crypto";
import { request as httpRequest, type ClientRequest } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startSite } from "./startSite.ts";
import { residentMiB } from "./sampleMemory.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    followers: { type: "string", default: "1000" },
    rounds: { type: "string", default: "15" },
    port: { type: "string", default: "3442" },
  },
});
const followers = Number(values.followers);
const rounds = Number(values.rounds);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const headers = { "X-Requested-With": "vanilla", Origin: base, "content-type": "application/json" };

async function freshDatabase(): Promise<string> {
  const admin = process.env.QUORUM_BENCH_DATABASE_URL ?? process.env.QUORUM_TEST_DATABASE_URL;
  if (!admin) throw new Error("set QUORUM_BENCH_DATABASE_URL to a PostgreSQL admin URL");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query("DROP DATABASE IF EXISTS quorum_bench_notify WITH (FORCE)");
  await client.query("CREATE DATABASE quorum_bench_notify");
  await client.end();
  const url = new URL(admin);
  url.pathname = "/quorum_bench_notify";
  return url.toString();
}

async function signIn(name: string): Promise<string> {
  const response = await fetch(`${base}/api/v2/authenticate/password`, {
    method: "POST",
    headers,
    body: JSON.stringify({ username: name, password: "bench-password" }),
  });
  if (!response.ok) throw new Error(`sign-in as ${name}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function post<T>(cookie: string, path: string, body: unknown): Promise<{ data: T; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${base}/api/v2${path}`, { method: "POST", headers: { ...headers, cookie }, body: JSON.stringify(body) });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return { data: (await response.json()) as T, ms };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const percentile = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

const databaseUrl = await freshDatabase();
const dataDir = fileURLToPath(new URL("../.data/notify", import.meta.url));
const site = await startSite(
  { ...process.env, DATABASE_URL: databaseUrl, QUORUM_WORKERS: "1", QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: "bench-password" },
  port,
);
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
try {
  const author = await signIn("admin");
  // A moderator: members are throttled to a few posts a minute, which a benchmark outruns.
  const commenter = await signIn("moderator");
  const { rows: categories } = await db.query<{ categoryID: number }>(`SELECT "categoryID" FROM categories WHERE urlcode = 'general'`);
  const categoryID = categories[0]?.categoryID;
  const discussion = async (name: string) =>
    (await post<{ discussionID: number }>(author, "/discussions", { name, body: "Benchmark thread.", format: "markdown", categoryID })).data.discussionID;
  const followed = await discussion("Followed by many");
  const quiet = await discussion("Followed by no one");

  // N members who bookmarked the followed discussion, each with a session (a cookie) of their own.
  const { rows: roles } = await db.query<{ roleID: number }>(`SELECT "roleID" FROM roles WHERE name = 'Member'`);
  const tokens: string[] = [];
  await db.query("BEGIN");
  for (let i = 0; i < followers; i++) {
    const { rows } = await db.query<{ userID: number }>(
      `INSERT INTO users (name, email, "passwordHash", "photoUrl", title, "emailConfirmed", banned, "isAdmin", "dateInserted") VALUES ($1, $2, 'x', '', '', true, false, false, now()) RETURNING "userID"`,
      [`follower${i}`, `follower${i}@example.com`],
    );
    const userID = rows[0]?.userID;
    await db.query(`INSERT INTO "userRoles" ("userID", "roleID") VALUES ($1, $2)`, [userID, roles[0]?.roleID]);
    await db.query(`INSERT INTO "userDiscussion" ("userID", "discussionID", bookmarked) VALUES ($1, $2, true)`, [userID, followed]);
    const token = randomBytes(32).toString("base64url");
    await db.query(`INSERT INTO sessions ("sessionID", "userID", "dateExpires") VALUES ($1, $2, now() + interval '1 day')`, [
      createHash("sha256").update(token).digest("base64url"),
      userID,
    ]);
    tokens.push(token);
  }
  await db.query("COMMIT");

  /** Resolves when every follower's entry for the thread points at this comment. */
  const everyoneHas = async (commentID: number): Promise<void> => {
    for (;;) {
      const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM notifications WHERE "groupKey" = $1 AND "recordID" = $2`, [
        `comments:discussion:${followed}`,
        commentID,
      ]);
      if (Number(rows[0]?.n) >= followers) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  // Warm-up: JIT, statement caches, the permission cache.
  for (let i = 0; i < 3; i++) {
    await post(commenter, "/comments", { discussionID: quiet, body: `warm ${i}`, format: "markdown" });
    const warm = await post<{ commentID: number }>(commenter, "/comments", { discussionID: followed, body: `warm ${i}`, format: "markdown" });
    await everyoneHas(warm.data.commentID);
  }

  // 1. Alternating, each followed comment's fan-out finished before the next request.
  const quietMs: number[] = [];
  const followedMs: number[] = [];
  const deliveredMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    quietMs.push((await post(commenter, "/comments", { discussionID: quiet, body: `quiet ${i}`, format: "markdown" })).ms);
    const started = performance.now();
    const { data, ms } = await post<{ commentID: number }>(commenter, "/comments", { discussionID: followed, body: `followed ${i}`, format: "markdown" });
    followedMs.push(ms);
    await everyoneHas(data.commentID);
    deliveredMs.push(performance.now() - started);
  }

  // 2. N open streams on the one process.
  const rssBefore = residentMiB(site.pid ?? 0);
  const streams: { request: ClientRequest; messages: number; firstAt: number[] }[] = [];
  let opened = 0;
  await new Promise<void>((resolve, reject) => {
    for (const token of tokens) {
      const stream = { request: null as unknown as ClientRequest, messages: 0, firstAt: [] as number[] };
      stream.request = httpRequest(
        `${base}/api/v2/notifications/stream`,
        { agent: false, headers: { accept: "text/event-stream", cookie: `quorum_session=${token}` } },
        (response) => {
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            const count = chunk.split("event: notifications").length - 1;
            for (let k = 0; k < count; k++) {
              stream.messages++;
              stream.firstAt.push(performance.now());
              if (stream.messages === 1 && ++opened === tokens.length) resolve();
            }
          });
        },
      );
      stream.request.on("error", reject);
      stream.request.end();
      streams.push(stream);
    }
  });
  // Let the process settle (lazy allocations, GC) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const rssAfter = residentMiB(site.pid ?? 0);
  const sent = performance.now();
  await post(commenter, "/comments", { discussionID: followed, body: "to every stream", format: "markdown" });
  await new Promise<void>((resolve) => {
    const check = () => (streams.every((stream) => stream.messages >= 2) ? resolve() : setTimeout(check, 5));
    check();
  });
  const streamDelays = streams.map((stream) => (stream.firstAt[1] ?? sent) - sent);
  for (const stream of streams) stream.request.destroy();

  const result = {
    followers,
    rounds,
    commentMs: {
      noFollowers: round(median(quietMs)),
      followers: round(median(followedMs)),
      ratio: Math.round((median(followedMs) / median(quietMs)) * 100) / 100,
    },
    everyFollowerHasItMs: { median: round(median(deliveredMs)), max: round(Math.max(...deliveredMs)) },
    streams: {
      open: streams.length,
      rssBeforeMiB: rssBefore,
      rssAfterMiB: rssAfter,
      kiBPerStream: round(((rssAfter - rssBefore) * 1024) / streams.length),
      deliveryMs: { median: round(median(streamDelays)), p95: round(percentile(streamDelays, 0.95)), max: round(Math.max(...streamDelays)) },
    },
  };
  console.log(JSON.stringify(result, null, 2));
  const resultsDir = fileURLToPath(new URL("../results", import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(`${resultsDir}/notifications.json`, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await db.end();
  site.kill("SIGINT");
}

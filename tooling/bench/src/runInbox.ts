// Inbox benchmark (issue 15: "an inbox of 10,000 conversations lists its first page within the same
// cost as the discussion list"). Fails when the ratio is over the budget.
//   node src/runInbox.ts [--db pglite|postgres] [--conversations 10000] [--discussions 1000]
//                        [--duration 5] [--connections 4] [--warmup 2] [--budget 1.5] [--port 3651]
// Builds nothing itself (build the site first). PostgreSQL: QUORUM_BENCH_DATABASE_URL (or
// QUORUM_TEST_DATABASE_URL), an admin URL; a database `quorum_bench_inbox` is recreated. The site
// runs as one process, so both lists are measured on the same core under the same load.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { loadPaths, type LatencyRow } from "./loadPaths.ts";
import { runCli, startSite } from "./startSite.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: {
    db: { type: "string", default: "pglite" },
    conversations: { type: "string", default: "10000" },
    discussions: { type: "string", default: "1000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "4" },
    warmup: { type: "string", default: "2" },
    budget: { type: "string", default: "1.5" },
    port: { type: "string", default: "3651" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const headers = { "X-Requested-With": "vanilla", Origin: base, "content-type": "application/json" };
const dataDir = fileURLToPath(new URL(`../.data-inbox-${values.db}`, import.meta.url));
const env: NodeJS.ProcessEnv = { ...process.env, QUORUM_DATA_DIR: dataDir, QUORUM_DEMO_PASSWORD: "bench-password", QUORUM_WORKERS: "1", DATABASE_URL: "" };

async function postgresUrl(): Promise<string> {
  const admin = process.env.QUORUM_BENCH_DATABASE_URL ?? process.env.QUORUM_TEST_DATABASE_URL;
  if (!admin) throw new Error("set QUORUM_BENCH_DATABASE_URL to a PostgreSQL admin URL");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query("DROP DATABASE IF EXISTS quorum_bench_inbox WITH (FORCE)");
  await client.query("CREATE DATABASE quorum_bench_inbox");
  await client.end();
  const url = new URL(admin);
  url.pathname = "/quorum_bench_inbox";
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

async function send(cookie: string, method: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}/api/v2${path}`, { method, headers: { ...headers, cookie }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** `count` conversations from the administrator (staff: no flood limit) to the member, `parallel` at a time. */
async function fillInbox(admin: string, memberID: number, count: number, parallel = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const i = next++;
        await send(admin, "POST", "/conversations", { participantUserIDs: [memberID], body: `Benchmark conversation ${i}`, format: "text" });
        if (i > 0 && i % 1000 === 0) console.log(`  ${i} conversations`);
      }
    }),
  );
}

/**
 * PostgreSQL: the same rows as `fillInbox` writes through the API (a conversation, its two
 * participants, its message, unread for the member), written in one statement: the API takes
 * minutes for 10,000 on a shared machine, and only the rows matter to the read.
 */
async function fillInboxSql(databaseUrl: string, adminID: number, memberID: number, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `WITH c AS (
         INSERT INTO conversations ("insertUserID", "countParticipants", "countMessages", "dateInserted", "dateLastMessage")
         SELECT $1, 2, 1, now() - make_interval(secs => g), now() - make_interval(secs => g) FROM generate_series(1, $3) AS g
         RETURNING "conversationID", "dateLastMessage"
       ), p AS (
         INSERT INTO "conversationParticipants" ("conversationID", "userID", "countUnread", "dateLastMessage")
         SELECT "conversationID", u.id, CASE WHEN u.id = $2 THEN 1 ELSE 0 END, "dateLastMessage" FROM c CROSS JOIN (VALUES ($1::integer), ($2::integer)) AS u(id)
       )
       INSERT INTO "conversationMessages" ("conversationID", "insertUserID", body, format, "bodyHtml", excerpt, "dateInserted")
       SELECT "conversationID", $1, 'Benchmark conversation', 'text', '<p>Benchmark conversation</p>', 'Benchmark conversation', "dateLastMessage" FROM c`,
      [adminID, memberID, count],
    );
    await client.query(
      `UPDATE conversations c SET "lastMessageID" = m."messageID" FROM "conversationMessages" m WHERE m."conversationID" = c."conversationID" AND c."lastMessageID" IS NULL`,
    );
    await client.query(
      `UPDATE "conversationParticipants" p SET "lastReadMessageID" = c."lastMessageID" FROM conversations c WHERE p."conversationID" = c."conversationID" AND p."userID" = $1 AND p."lastReadMessageID" = 0`,
      [adminID],
    );
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  if (values.db === "postgres") env.DATABASE_URL = await postgresUrl();
  console.log(`Generating ${values.discussions} discussions on ${values.db}...`);
  await runCli(["seed", "--discussions", values.discussions, "--comments", values.discussions], env);
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query("VACUUM ANALYZE");
    await client.end();
  }
  const site = await startSite(env, port);
  try {
    const admin = await signIn("admin");
    const member = await signIn("member");
    const idOf = async (cookie: string) => ((await (await fetch(`${base}/api/v2/users/me`, { headers: { cookie } })).json()) as { userID: number }).userID;
    const memberID = await idOf(member);
    const count = Number(values.conversations);
    console.log(`Writing ${count} conversations to the member's inbox...`);
    const started = Date.now();
    if (env.DATABASE_URL) await fillInboxSql(env.DATABASE_URL, await idOf(admin), memberID, count);
    else await fillInbox(admin, memberID, count);
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query("ANALYZE");
      await client.end();
    }
    const inboxSize = Number(
      (
        (await fetch(`${base}/api/v2/users/me-counts`, { headers: { cookie: member } }).then((r) => r.json())) as {
          counts: Array<{ name: string; count: number }>;
        }
      ).counts.find((c) => c.name === "UnreadConversations")?.count,
    );

    // Both first pages as the member, 30 rows each, one after the other in the same run.
    const options = {
      connections: Number(values.connections),
      seconds: Number(values.duration),
      warmupSeconds: Number(values.warmup),
      headers: { cookie: member },
    };
    const rows: LatencyRow[] = [];
    rows.push(await loadPaths("discussion list, first page (30)", [`${base}/api/v2/discussions?limit=30`], options));
    rows.push(await loadPaths(`inbox of ${count}, first page (30)`, [`${base}/api/v2/conversations?limit=30`], options));
    const [list, inbox] = rows as [LatencyRow, LatencyRow];
    const ratio = Math.round((inbox.p50 / list.p50) * 100) / 100;
    const budget = Number(values.budget);
    console.log(
      `\nQuorum inbox benchmark — ${values.db}, ${values.discussions} discussions, ${count} conversations (${inboxSize} unread for the member), ${values.connections} clients, ${values.duration} s each`,
    );
    console.table(rows);
    console.log(`inbox p50 / discussion list p50 = ${inbox.p50} / ${list.p50} ms = ${ratio} (budget ${budget})`);
    const resultsDir = fileURLToPath(new URL("../results", import.meta.url));
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      `${resultsDir}/inbox-${values.db}.json`,
      `${JSON.stringify({ db: values.db, conversations: count, inboxSize, rows, ratio, budget }, null, 2)}\n`,
    );
    if (list.non2xx > 0 || inbox.non2xx > 0) throw new Error("some requests failed");
    if (ratio > budget) {
      console.error(`FAIL: the inbox's first page costs ${ratio}x the discussion list's (budget ${budget}x)`);
      process.exitCode = 1;
    }
  } finally {
    site.kill("SIGINT");
    await new Promise((resolve) => (site.exitCode !== null ? resolve(null) : site.once("exit", resolve)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

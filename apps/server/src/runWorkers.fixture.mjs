// A stand-in worker for runWorkers.test.ts: an HTTP server that keeps one value in memory, as the
// site's workers keep settings. PUT changes it here and announces the change; a relayed
// announcement makes this worker read the value again from a shared file, as a real worker re-reads
// the database. GET answers the value and this worker's pid. While a file `<FIXTURE_FILE>.down`
// exists, a worker exits as it starts, as a real one does while the database is away.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";

const file = process.env.FIXTURE_FILE;
if (existsSync(`${file}.down`)) process.exit(1);
let value = readFileSync(file, "utf8");

process.on("message", (message) => {
  if (message?.type === "quorum:caches-changed") value = readFileSync(file, "utf8");
});

const server = createServer((request, response) => {
  if (request.method === "PUT") {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      writeFileSync(file, body);
      value = body;
      process.send({ type: "quorum:caches-changed" });
      response.end("ok");
    });
    return;
  }
  if (request.url === "/crash") process.exit(3);
  response.setHeader("connection", "close");
  response.end(JSON.stringify({ value, pid: process.pid }));
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));

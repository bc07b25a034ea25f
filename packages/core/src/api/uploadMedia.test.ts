// @vitest-environment node
import { createServer } from "node:http";
import type { ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./ApiError";
import { answerJson, startRecordingServer, type SeenRequest } from "./startRecordingServer";
import { uploadMedia } from "./uploadMedia";

// A real HTTP server on an ephemeral port, as createApiClient.test.ts uses: what `POST /media`
// answers depends on the file's name; every request is recorded with its raw multipart body.
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let base: string;
let seen: SeenRequest[];

function answer(res: ServerResponse, body: string): void {
  if (body.includes('filename="big.png"')) {
    answerJson(res, 422, {
      message: "Validation failed.",
      status: 422,
      errors: { file: [{ message: "The uploaded file was too big (max 2 KB).", code: "tooBig", field: "file" }] },
    });
  } else if (body.includes('filename="proxy.png"')) {
    res.writeHead(502, { "content-type": "text/html" });
    res.end("<html><body><h1>502 Bad Gateway</h1></body></html>");
  } else {
    answerJson(res, 201, { mediaID: 9, url: "/uploads/a/cat.png", name: "cat.png", type: "image/png", size: 3 });
  }
}

beforeAll(async () => {
  server = await startRecordingServer((request, res) => answer(res, request.body));
  base = server.base;
  seen = server.seen;
});

afterAll(() => server.close());

const last = () => seen[seen.length - 1]!;
const png = (name: string) => new File(["abc"], name, { type: "image/png" });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("uploadMedia against a real HTTP server", () => {
  it("posts the file as multipart field `file` to /media with X-Requested-With, answering the MediaItem", async () => {
    const item = await uploadMedia(png("cat.png"), { baseUrl: base });
    expect(item).toMatchObject({ mediaID: 9, url: "/uploads/a/cat.png" });
    expect(last().method).toBe("POST");
    expect(last().url).toBe("/api/v2/media");
    expect(last().headers["x-requested-with"]).toBe("vanilla");
    expect(last().headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('Content-Disposition: form-data; name="file"; filename="cat.png"');
    expect(last().body).toContain("abc");
  });

  it("fails with the server's message for the file, its field errors kept", async () => {
    const error = await failure(uploadMedia(png("big.png"), { baseUrl: base }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("The uploaded file was too big (max 2 KB).");
    expect(error.fieldErrors("file")).toHaveLength(1);
  });

  it("turns a proxy's HTML page into the generic text, as the API client does", async () => {
    const error = await failure(uploadMedia(png("proxy.png"), { baseUrl: base }));
    expect(error.status).toBe(502);
    expect(error.message).toBe("An Error has Occured");
  });

  it("answers a network failure with the contacting-the-server message", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failure(uploadMedia(png("cat.png"), { baseUrl: `http://127.0.0.1:${port}/api/v2` }));
    expect(error.status).toBe(0);
    expect(error.message).toBe("Something went wrong while contacting the server.");
  });
});

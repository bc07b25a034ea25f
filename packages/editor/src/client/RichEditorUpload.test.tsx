import "./testing/enableEditingInJsdom";
import type { MediaItem } from "@quorum/api";
import { memberBootstrap, renderWithApp } from "@quorum/core/testing";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EditorHarness, postedDocument } from "./testing/EditorHarness";
import { placeCaret } from "./testing/placeCaret";

interface Sent {
  url: string;
  headers: Headers;
  file: FormDataEntryValue | null;
}

/** The network for `POST /api/v2/media` (the upload goes by fetch: multipart is not JSON): answers real Responses. */
function mediaServer(answer: (file: File) => Promise<Response> | Response) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const form = init.body as FormData;
    sent.push({ url, headers: new Headers(init.headers), file: form.get("file") });
    return answer(form.get("file") as File);
  });
  return sent;
}

const media = (file: File, overrides: Partial<MediaItem> = {}): MediaItem => ({
  mediaID: 1,
  url: `/uploads/x/${file.name}`,
  name: file.name,
  type: "image/png",
  size: file.size,
  width: 40,
  height: 30,
  dateInserted: "2026-11-22T00:00:00Z",
  insertUserID: 2,
  foreignType: "embed",
  foreignID: 2,
  ...overrides,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function setUp() {
  const view = renderWithApp(<EditorHarness initial={JSON.stringify([{ type: "p", children: [{ text: "Look" }] }])} />, {
    bootstrap: memberBootstrap({ config: { "media.maxSize": 2048, "media.allowedExtensions": ["png", "gif"] } }),
  });
  const box = await screen.findByRole("textbox", { name: "Body" });
  await placeCaret(box);
  const input = view.container.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("no file input");
  // The picker would hide files of other types; a drop or paste does not, so neither does the test.
  const user = userEvent.setup({ applyAccept: false });
  return { input, user, posted: () => postedDocument(screen.getByTestId("json")) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RichEditor image upload", () => {
  it("refuses a file over media.maxSize with the spec's text, sending nothing", async () => {
    const sent = mediaServer((file) => json(201, media(file)));
    const { input, user } = await setUp();
    await user.upload(input, new File([new Uint8Array(2049)], "big.png", { type: "image/png" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The uploaded file was too big (max 2 KB).");
    expect(sent).toEqual([]);
  });

  it("refuses an extension not in media.allowedExtensions with the spec's text, sending nothing", async () => {
    const sent = mediaServer((file) => json(201, media(file)));
    const { input, user } = await setUp();
    await user.upload(input, new File(["x"], "run.exe"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. png, gif.",
    );
    expect(sent).toEqual([]);
  });

  it("uploads to POST /api/v2/media in the field file, shows a placeholder meanwhile, then inserts the image", async () => {
    let finish: (response: Response) => void = () => undefined;
    const sent = mediaServer(() => new Promise<Response>((resolve) => (finish = resolve)));
    const { input, user, posted } = await setUp();
    const file = new File([new Uint8Array(100)], "Cat.PNG", { type: "image/png" });
    await user.upload(input, file);

    expect((await screen.findByRole("status")).textContent).toBe("Uploading Cat.PNG…");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe("/api/v2/media");
    expect(sent[0]?.headers.get("x-requested-with")).toBe("vanilla");
    expect((sent[0]?.file as File).name).toBe("Cat.PNG");
    // Sent mid-upload, the post holds no placeholder.
    expect(posted()).toEqual([{ type: "p", children: [{ text: "Look" }] }]);

    finish(json(201, media(file)));
    await waitFor(() =>
      expect(posted()).toEqual([
        { type: "p", children: [{ text: "Look" }] },
        {
          type: "rich_embed_card",
          dataSourceType: "image",
          url: "/uploads/x/Cat.PNG",
          embedData: { url: "/uploads/x/Cat.PNG", name: "Cat.PNG", width: 40, height: 30 },
          children: [{ text: "" }],
        },
      ]),
    );
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("img", { name: "Cat.PNG" }).getAttribute("src")).toBe("/uploads/x/Cat.PNG");
  });

  it("shows the server's message for the file and drops the placeholder when the upload fails", async () => {
    mediaServer(() =>
      json(422, {
        message: "Validation failed.",
        status: 422,
        errors: { file: [{ message: "The uploaded file is not a valid png image.", code: "invalidContent" }] },
      }),
    );
    const { input, user, posted } = await setUp();
    await user.upload(input, new File(["not a png"], "fake.png", { type: "image/png" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The uploaded file is not a valid png image.");
    expect(screen.queryByRole("status")).toBeNull();
    expect(posted()).toEqual([{ type: "p", children: [{ text: "Look" }] }]);
  });
});

import { expect, test } from "@playwright/test";
import { busiestDiscussion, signIn } from "./helpers";

/** A 1×1 PNG: real image bytes, as the server sniffs them. */
const PIXEL_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

test("a member schedules a discussion and it is published at its time", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, "member", "/post/discussion");
  const title = `Scheduled ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "General" });
  const body = page.getByRole("textbox", { name: "Body" });
  await body.click();
  await body.pressSequentially("Written now, published a little later.");

  await page.getByRole("button", { name: "Schedule" }).click();
  await page.getByLabel("Publish on").fill(localInputValue(new Date(Date.now() + 15_000)));
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByText("Scheduled for")).toBeVisible();

  const published = async () => {
    const list = (await (await request.get("/api/v2/discussions?limit=10&sort=-dateInserted")).json()) as { name: string; url: string }[];
    return list.find((d) => d.name === title) ?? null;
  };
  expect(await published()).toBeNull();
  await expect.poll(async () => (await published()) !== null, { timeout: 60_000, intervals: [2_000] }).toBe(true);
  const discussion = await published();
  await page.goto(discussion?.url ?? "/");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Written now, published a little later.")).toBeVisible();
});

test("an uploaded image appears in the posted comment; a disallowed extension gets the exact message", async ({ page, request }) => {
  const target = await busiestDiscussion(request);
  await signIn(page, "member", new URL(target.url, "http://localhost").pathname);
  const box = page.getByRole("textbox", { name: "Comment" });
  await box.click();
  const caption = `Look at this ${Date.now()}`;
  await box.pressSequentially(caption);

  // A disallowed extension is refused before upload, with spec §5's message.
  let chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Image" }).click();
  await (await chooser).setFiles({ name: "tool.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
  await expect(page.getByText(/^The uploaded file did not have an allowed extension\. Only the following extensions are allowed\. .+\.$/)).toBeVisible();

  chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Image" }).click();
  await (await chooser).setFiles({ name: "pixel.png", mimeType: "image/png", buffer: PIXEL_PNG });
  await expect(box.locator('img[src*="/uploads/"]')).toBeVisible();

  await page.getByRole("button", { name: "Post Comment" }).click();
  const posted = page.locator("li, article").filter({ hasText: caption }).last();
  const image = posted.locator('img[src*="/uploads/"]');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

import { describe, expect, it } from "vitest";
import { checkUpload, DEFAULT_UPLOAD_RULES, fileExtension } from "./checkUpload";
import { formatFileSize } from "./formatFileSize";

describe("formatFileSize (base 1024, B to TB)", () => {
  it.each([
    [0, "0 B"],
    [1023, "1023 B"],
    [1024, "1 KB"],
    [1536, "1.5 KB"],
    [10 * 1024 * 1024, "10 MB"],
    [3 * 1024 ** 3, "3 GB"],
    [2.25 * 1024 ** 4, "2.3 TB"],
    [5 * 1024 ** 5, "5120 TB"],
  ])("%d -> %s", (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe("checkUpload (spec §5)", () => {
  it("passes an allowed file within the size, extension compared case-insensitively", () => {
    expect(checkUpload({ name: "Photo.PNG", size: 1000 }, DEFAULT_UPLOAD_RULES)).toBeNull();
  });

  it("refuses a file over the maximum with the spec's text", () => {
    expect(checkUpload({ name: "a.png", size: 10 * 1024 * 1024 + 1 }, DEFAULT_UPLOAD_RULES)).toBe("The uploaded file was too big (max 10 MB).");
  });

  it("refuses another extension, listing the allowed ones", () => {
    expect(checkUpload({ name: "run.exe", size: 10 }, { maxSize: 100, allowedExtensions: ["png", "TXT"] })).toBe(
      "The uploaded file did not have an allowed extension. Only the following extensions are allowed. png, txt.",
    );
    expect(checkUpload({ name: "png", size: 10 }, DEFAULT_UPLOAD_RULES)).not.toBeNull();
  });

  it("reads extensions", () => {
    expect(fileExtension("a.tar.GZ")).toBe("gz");
    expect(fileExtension(".htaccess")).toBe("");
    expect(fileExtension("trailing.")).toBe("");
  });
});

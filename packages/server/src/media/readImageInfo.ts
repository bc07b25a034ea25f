/** An image format recognised from its bytes, with its pixel size. */
export interface ImageInfo {
  format: "png" | "jpeg" | "gif" | "webp";
  width: number;
  height: number;
}

/**
 * Reads an image's format and size from its first bytes (magic numbers and headers of PNG, JPEG,
 * GIF and WebP). Null when the bytes are none of them — a file named .png that is really HTML.
 */
export function readImageInfo(bytes: Uint8Array): ImageInfo | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (start: number, end: number) => data.toString("latin1", start, end);
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a && ascii(12, 16) === "IHDR") {
    return sized("png", data.readUInt32BE(16), data.readUInt32BE(20));
  }
  if (data.length >= 10 && (ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a")) {
    return sized("gif", data.readUInt16LE(6), data.readUInt16LE(8));
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return readJpeg(data);
  if (data.length >= 30 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return readWebp(data);
  return null;
}

function sized(format: ImageInfo["format"], width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 ? { format, width, height } : null;
}

// Walks the JPEG segments to the first start-of-frame marker, which holds the size.
function readJpeg(data: Buffer): ImageInfo | null {
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return null;
    const marker = data[offset + 1] as number;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return sized("jpeg", data.readUInt16BE(offset + 7), data.readUInt16BE(offset + 5));
    offset += 2 + length;
  }
  return null;
}

function readWebp(data: Buffer): ImageInfo | null {
  const chunk = data.toString("latin1", 12, 16);
  if (chunk === "VP8 " && data[23] === 0x9d && data[24] === 0x01 && data[25] === 0x2a) {
    return sized("webp", data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === "VP8L" && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return sized("webp", (bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    return sized("webp", data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1);
  }
  return null;
}

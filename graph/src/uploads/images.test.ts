import { describe, expect, it } from "vitest";
import { sniffImageFormat, displayName } from "./images.js";

const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, "\0\0\0\0", ...compatible].join("");
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write("ftyp", 4, "latin1");
  box.write(brands, 8, "latin1");
  return Buffer.concat([box, Buffer.alloc(16)]);
};

describe("sniffImageFormat", () => {
  it("knows the four formats by their first bytes", () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("jpeg");
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageFormat(Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1"))).toBe("webp");
    expect(sniffImageFormat(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(sniffImageFormat(ftyp("mif1", "avif"))).toBe("avif");
  });

  it("knows nothing else, whatever a file is called", () => {
    for (const bytes of [
      Buffer.from("GIF89a"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("plain text"),
      Buffer.from("RIFF\x10\0\0\0WAVEfmt ", "latin1"),
      ftyp("heic", "mif1", "heic"),
      ftyp("mp42", "isom"),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageFormat(bytes)).toBeNull();
    }
  });
});

describe("displayName", () => {
  it("shows only the file's own name, without folders, control or direction characters", () => {
    expect(displayName("../../etc/passwd\u0000.png")).toBe("passwd.png");
    expect(displayName("C:\\Users\\me\\photo.jpg")).toBe("photo.jpg");
    expect(displayName("invoice\u202Egnp.exe")).toBe("invoicegnp.exe");
    expect(displayName("tab\there\u0007.png")).toBe("tabhere.png");
  });

  it("names a nameless file, and cuts a long name", () => {
    expect(displayName("")).toBe("file");
    expect(displayName("\u0000\u0001")).toBe("file");
    expect(displayName(`${"a".repeat(60)}.png`)).toBe(`${"a".repeat(39)}…`);
  });
});

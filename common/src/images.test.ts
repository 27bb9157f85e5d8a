import { describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_WIDTHS, MAX_IMAGE_WIDTH, imageFileProblem, imageSrcSet, imageVariantKey, imageVariantWidths } from "./images.js";

const id = "0b6f7c1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f";

describe("imageVariantWidths", () => {
  it("is the standard widths for a picture at least the widest one", () => {
    expect(imageVariantWidths(MAX_IMAGE_WIDTH)).toEqual([...IMAGE_WIDTHS]);
    expect(IMAGE_WIDTHS).toEqual([320, 640, 1280]);
  });

  it("ends at the picture's own width, never enlarging it", () => {
    expect(imageVariantWidths(900)).toEqual([320, 640, 900]);
    expect(imageVariantWidths(640)).toEqual([320, 640]);
    expect(imageVariantWidths(321)).toEqual([320, 321]);
    expect(imageVariantWidths(320)).toEqual([320]);
    expect(imageVariantWidths(100)).toEqual([100]);
  });
});

describe("imageSrcSet", () => {
  it("lists every stored variant of a local upload", () => {
    expect(imageSrcSet(`/uploads/${imageVariantKey(id, 1280)}`)).toBe(
      `/uploads/images/${id}/320.webp 320w, /uploads/images/${id}/640.webp 640w, /uploads/images/${id}/1280.webp 1280w`,
    );
  });

  it("works for object storage's absolute URLs, with a path before images/", () => {
    expect(imageSrcSet(`https://cdn.example.com/shop/images/${id}/500.webp`)).toBe(
      `https://cdn.example.com/shop/images/${id}/320.webp 320w, https://cdn.example.com/shop/images/${id}/500.webp 500w`,
    );
  });

  it("is the one variant of a small picture", () => {
    expect(imageSrcSet(`/uploads/images/${id}/120.webp`)).toBe(`/uploads/images/${id}/120.webp 120w`);
  });

  it("is null for anything else", () => {
    for (const url of [
      "/uploads/demo/shirt-1.svg",
      "https://example.com/photo.jpg",
      `/uploads/images/${id}/1280.png`,
      `/uploads/images/${id}/1281.webp`,
      `/uploads/images/${id}/0640.webp`,
      `/uploads/images/${id}/0.webp`,
      `/uploads/images/not-a-uuid/640.webp`,
      `/uploads/images/${id.toUpperCase()}/640.webp`,
      `/uploads/images/${id}/640.webp?v=2`,
      "",
    ]) {
      expect(imageSrcSet(url), url).toBeNull();
    }
  });
});

describe("imageFileProblem", () => {
  const MB = 1024 * 1024;
  it("takes the server's formats up to its size limit", () => {
    expect(imageFileProblem({ name: "a.jpg", type: "image/jpeg", size: IMAGE_UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(imageFileProblem({ name: "a.avif", type: "", size: MB })).toBeUndefined();
  });
  it("refuses another type or a file over the limit, naming the file", () => {
    expect(imageFileProblem({ name: "a.gif", type: "image/gif", size: MB })).toBe("a.gif is not a JPEG, PNG, WebP or AVIF image.");
    expect(imageFileProblem({ name: "notes", type: "", size: MB })).toBe("notes is not a JPEG, PNG, WebP or AVIF image.");
    expect(imageFileProblem({ name: "big.png", type: "image/png", size: 12.5 * MB })).toBe("big.png is 12.5 MB; an image may be at most 10 MB.");
  });
});

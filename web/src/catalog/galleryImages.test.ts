import { describe, expect, it } from "vitest";
import { galleryFor } from "./galleryImages";

const media = [
  { url: "/label.svg", alt: "Label", color: null },
  { url: "/navy-1.svg", alt: "", color: "Navy" },
  { url: "/red-1.svg", alt: "", color: "Red" },
  { url: "/navy-2.svg", alt: "", color: "Navy" },
];

describe("galleryFor", () => {
  it("shows every image in order until a colour is chosen", () => {
    expect(galleryFor(media, null)).toEqual({ images: media, start: 0 });
  });

  it("shows the chosen colour's images and the untied ones, starting on the colour's first", () => {
    const view = galleryFor(media, "Navy");
    expect(view.images.map((image) => image.url)).toEqual(["/label.svg", "/navy-1.svg", "/navy-2.svg"]);
    expect(view.start).toBe(1);
  });

  it("shows every image when no image is tied to the chosen colour", () => {
    expect(galleryFor(media, "Green")).toEqual({ images: media, start: 0 });
    expect(galleryFor([{ url: "/a.svg", alt: "" }], "Green")).toEqual({ images: [{ url: "/a.svg", alt: "" }], start: 0 });
  });
});

/**
 * Which of a product's images the gallery shows for the chosen colour (docs/decisions/023):
 * with no colour chosen, or one no image is tied to, every image in the shop's order; once a
 * colour with images is chosen, its images and the untied ones (those showing any colour), in
 * the shop's order, starting on the colour's first image.
 */

export interface GalleryImage {
  url: string;
  /** Empty when the shop gave none. */
  alt: string;
  /** The variant colour the image shows; null for any colour. */
  color?: string | null;
}

export interface GalleryView<I extends GalleryImage> {
  images: I[];
  /** Index into `images` of the image shown first. */
  start: number;
}

export function galleryFor<I extends GalleryImage>(media: readonly I[], color: string | null): GalleryView<I> {
  if (color === null || !media.some((image) => image.color === color)) return { images: [...media], start: 0 };
  const images = media.filter((image) => image.color == null || image.color === color);
  return { images, start: images.findIndex((image) => image.color === color) };
}

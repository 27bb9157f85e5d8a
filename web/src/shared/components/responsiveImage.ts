import { imageSrcSet } from "@shop/common";

/**
 * The `src` of an image, plus `srcSet` and `sizes` when it is an upload with stored variants
 * (common/src/images.ts), so the browser fetches the smallest that fills `sizes`. Other images
 * (the demo catalog's SVGs, links from elsewhere) are used as they are.
 */
export function responsiveImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

import { Box, type BoxProps, Image, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { responsiveImage } from "./responsiveImage";

/** Line thumbnails are 6rem squares at most. */
const THUMBNAIL_SIZES = "6rem";

export interface LineThumbnailProps {
  image: string | null | undefined;
  /** "" (the default) when the line's name is shown beside it. */
  alt?: string;
  boxSize: BoxProps["boxSize"];
}

/** A cart or order line's product picture in a rounded square; an empty square without one. */
export function LineThumbnail({ image, alt = "", boxSize }: LineThumbnailProps) {
  return (
    <Box boxSize={boxSize} flexShrink={0} rounded="l2" overflow="hidden" bg="bg.muted">
      {image ? <Image {...responsiveImage(image, THUMBNAIL_SIZES)} alt={alt} boxSize="full" objectFit="cover" /> : null}
    </Box>
  );
}

/** "Colour: Navy · Size: XL" under a line's name; nothing without a variant. */
export function LineVariant({ color, size }: { color: string | null | undefined; size: string | null | undefined }) {
  const parts = [color ? `Colour: ${color}` : null, size ? `Size: ${size}` : null].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text textStyle="xs" color="fg.muted">
      {parts.join(" · ")}
    </Text>
  );
}

/** A line's total on the right of the line, named for screen readers. */
export function LineTotal({ children }: { children: ReactNode }) {
  return (
    <Text fontWeight="semibold" textStyle="sm" flexShrink={0}>
      <VisuallyHidden>Line total: </VisuallyHidden>
      {children}
    </Text>
  );
}

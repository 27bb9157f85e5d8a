import { Box, chakra, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { useState, type KeyboardEvent } from "react";
import { responsiveImage } from "../../shared/components/responsiveImage";
import type { GalleryImage } from "../galleryImages";
import { ChevronLeftIcon, ChevronRightIcon } from "./CatalogIcons";

/** The main image: the full width on phones, half the 80rem page from md up. */
const MAIN_SIZES = "(min-width: 80rem) 40rem, (min-width: 48em) 50vw, 100vw";
/** Thumbnails are 4rem squares at most. */
const THUMBNAIL_SIZES = "4rem";

export interface ProductGalleryProps {
  /** The product's name, for the alt text of images the shop gave none. */
  name: string;
  /** The images to show, in order (see `galleryFor`). */
  images: readonly GalleryImage[];
  /** Index of the image shown first. */
  start?: number;
}

function altText(name: string, image: GalleryImage, index: number, count: number): string {
  if (image.alt) return image.alt;
  return count > 1 ? `${name}, image ${index + 1} of ${count}` : name;
}

/**
 * The main image with thumbnails below. Thumbnails are buttons; the arrow keys (anywhere in the
 * gallery) and the previous/next buttons step through the images. The main image is the page's
 * largest, so it loads at once with high priority; thumbnails load lazily.
 */
export function ProductGallery({ name, images, start = 0 }: ProductGalleryProps) {
  const [selected, setSelected] = useState(start);
  const count = images.length;
  const index = Math.min(selected, Math.max(0, count - 1));
  const current = images[index];

  const show = (next: number) => setSelected((next + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === "ArrowRight") {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(index - 1);
    }
  };

  return (
    <Stack gap="3" role="group" aria-roledescription="gallery" aria-label={`${name} images`} onKeyDown={onKeyDown}>
      <Box position="relative" aspectRatio={1} bg="bg.muted" rounded="l3" overflow="hidden" borderWidth="1px">
        {current ? (
          <Image
            {...responsiveImage(current.url, MAIN_SIZES)}
            alt={altText(name, current, index, count)}
            loading="eager"
            fetchPriority="high"
            w="full"
            h="full"
            objectFit="contain"
          />
        ) : (
          <Text position="absolute" inset="0" display="grid" placeItems="center" color="fg.muted">
            No image
          </Text>
        )}
        {count > 1 ? (
          <>
            <IconButton
              aria-label="Previous image"
              onClick={() => show(index - 1)}
              position="absolute"
              insetStart="2"
              top="50%"
              transform="translateY(-50%)"
              variant="surface"
              rounded="full"
              size="sm"
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label="Next image"
              onClick={() => show(index + 1)}
              position="absolute"
              insetEnd="2"
              top="50%"
              transform="translateY(-50%)"
              variant="surface"
              rounded="full"
              size="sm"
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </Box>
      {count > 1 ? (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" p="0" m="0" aria-label="Thumbnails">
          {images.map((image, thumbIndex) => {
            const active = thumbIndex === index;
            return (
              <li key={`${image.url}-${thumbIndex}`}>
                <chakra.button
                  type="button"
                  aria-label={`Show image ${thumbIndex + 1} of ${count}`}
                  aria-current={active ? "true" : undefined}
                  onClick={() => show(thumbIndex)}
                  display="block"
                  boxSize={{ base: "14", md: "16" }}
                  rounded="l2"
                  overflow="hidden"
                  borderWidth="2px"
                  borderColor={active ? "blue.solid" : "border"}
                  bg="bg.muted"
                  cursor="pointer"
                  _focusVisible={{ outline: "2px solid", outlineColor: "blue.focusRing", outlineOffset: "2px" }}
                >
                  <Image {...responsiveImage(image.url, THUMBNAIL_SIZES)} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
                </chakra.button>
              </li>
            );
          })}
        </HStack>
      ) : null}
    </Stack>
  );
}

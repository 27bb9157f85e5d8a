import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import { type HeroLayout, HeroBanners, type HeroBannersProps } from "../../catalog";

type PreviewBanner = HeroBannersProps["banners"][number];

const WIDTHS: { layout: Exclude<HeroLayout, "responsive">; label: string; maxW: string }[] = [
  { layout: "desktop", label: "Desktop", maxW: "full" },
  { layout: "mobile", label: "Phone (390 px)", maxW: "390px" },
];

/**
 * The home page's hero as it will show this banner, at the desktop and the phone layout: the
 * storefront's own `HeroBanners`, with a fixed layout. Inert: its button is not a way out of the form.
 */
export function BannerPreview({ banner }: { banner: PreviewBanner | null }) {
  return (
    <Stack as="section" aria-labelledby="banner-preview" gap="3">
      <Heading as="h3" id="banner-preview" size="sm">
        Preview
      </Heading>
      {banner ? (
        WIDTHS.map(({ layout, label, maxW }) => (
          <Stack key={layout} gap="1">
            <Text textStyle="xs" color="fg.muted">
              {label}
            </Text>
            <Box maxW={maxW} w="full" inert>
              <HeroBanners banners={[banner]} layout={layout} />
            </Box>
          </Stack>
        ))
      ) : (
        <Text color="fg.muted" textStyle="sm">
          Add an image to see the preview.
        </Text>
      )}
    </Stack>
  );
}

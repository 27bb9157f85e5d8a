import { Box, Button, Carousel, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useState, useSyncExternalStore, type FocusEvent } from "react";
import { Link as RouterLink } from "react-router";
import { imageSrcSet } from "@shop/common";
import type { HomeBannersQuery } from "../../gql/graphql";
import { responsiveImage } from "../../shared/components/responsiveImage";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./CatalogIcons";

type Banner = HomeBannersQuery["banners"][number];

/**
 * How the slides lay out: by the screen's width (the storefront), or fixed at the phone or
 * the desktop layout whatever the screen (the admin's preview at both widths).
 */
export type HeroLayout = "responsive" | "mobile" | "desktop";

export interface HeroBannersProps {
  banners: readonly Banner[];
  layout?: HeroLayout;
}

/** A style value for the layout: the phone's, the desktop's, or both by breakpoint. */
function byLayout<T>(layout: HeroLayout, base: T, md: T): T | { base: T; md: T } {
  if (layout === "mobile") return base;
  if (layout === "desktop") return md;
  return { base, md };
}

/** The hero's width: the whole screen, up to the page's widest container (7xl, 80rem). */
const HERO_SIZES = "(min-width: 80rem) 80rem, 100vw";
/** The admin's phone-sized preview (`layout="mobile"`) is at most 28rem wide. */
const MOBILE_PREVIEW_SIZES = "28rem";

/** Seconds each slide shows while the carousel plays. */
const SLIDE_DELAY_MS = 6000;
/** Narrow screens get the banner's mobile image (square) instead of the wide one. */
const NARROW_MEDIA = "(max-width: 47.99em)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the shopper asked the system for less motion: the carousel then never plays by itself. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

function BannerButton({ banner, layout }: { banner: Banner; layout: HeroLayout }) {
  if (!banner.buttonText || !banner.buttonLink) return null;
  const internal = banner.buttonLink.startsWith("/") && !banner.buttonLink.startsWith("//");
  return (
    <Button asChild size={byLayout(layout, "md", "lg")} bg="white" color="gray.900" _hover={{ bg: "gray.100" }} alignSelf="start">
      {internal ? (
        <RouterLink to={banner.buttonLink}>{banner.buttonText}</RouterLink>
      ) : (
        <a href={banner.buttonLink} rel="noopener noreferrer">
          {banner.buttonText}
        </a>
      )}
    </Button>
  );
}

function BannerSlide({ banner, eager, layout }: { banner: Banner; eager: boolean; layout: HeroLayout }) {
  // The preview shows one layout whatever the screen, so it picks the image itself.
  const image = layout === "mobile" ? (banner.mobileImage ?? banner.image) : banner.image;
  return (
    <Box position="relative" aspectRatio={byLayout(layout, 1, 8 / 3)} maxH={byLayout(layout, "28rem", "none")} w="full" overflow="hidden" bg="gray.800">
      <picture>
        {banner.mobileImage && layout === "responsive" ? (
          <source media={NARROW_MEDIA} srcSet={imageSrcSet(banner.mobileImage) ?? banner.mobileImage} sizes="100vw" />
        ) : null}
        <img
          {...responsiveImage(image, layout === "mobile" ? MOBILE_PREVIEW_SIZES : HERO_SIZES)}
          alt={banner.imageAlt ?? ""}
          // The first slide is usually the page's largest picture: fetched first (Largest Contentful Paint).
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
        />
      </picture>
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-r"
        gradientFrom="blackAlpha.700"
        gradientVia="blackAlpha.400"
        gradientTo="transparent"
      />
      <Stack
        position="absolute"
        insetY="0"
        insetStart="0"
        justify={byLayout(layout, "end", "center")}
        gap={byLayout(layout, 2, 3)}
        p={byLayout(layout, 6, 12)}
        pb={byLayout(layout, 16, 12)}
        maxW={byLayout(layout, "full", "60%")}
        color="white"
      >
        {banner.subtitle ? (
          <Text textStyle={byLayout(layout, "sm", "md")} fontWeight="medium" opacity={0.9}>
            {banner.subtitle}
          </Text>
        ) : null}
        <Heading as="h2" size={byLayout(layout, "2xl", "4xl")} letterSpacing="tight" lineHeight="1.1">
          {banner.title}
        </Heading>
        {banner.description ? (
          <Text textStyle={byLayout(layout, "sm", "md")} opacity={0.9} lineClamp={3}>
            {banner.description}
          </Text>
        ) : null}
        <Box pt="2">
          <BannerButton banner={banner} layout={layout} />
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * A slide's dot: a 24×24 px target (WCAG 2.5.8) around a 10 px dot, so the row stays small and
 * still easy to hit with a finger.
 */
const dotStyle = {
  boxSize: "6",
  display: "grid",
  placeItems: "center",
  bg: "transparent",
  _before: { content: '""', boxSize: "2.5", rounded: "full", bg: "whiteAlpha.600", boxShadow: "0 0 0 1px rgba(0, 0, 0, 0.25)" },
  _current: { bg: "transparent", _before: { bg: "white" } },
  _hover: { _before: { bg: "whiteAlpha.900" } },
} as const;

/**
 * The home page's hero: the active banners as slides. Several banners play on their own
 * (unless the shopper prefers reduced motion), with a pause button, previous/next buttons and
 * one dot per slide; hovering or focusing the carousel holds it (WCAG 2.2.2). The admin's banner
 * preview renders this same component with a fixed `layout`.
 */
export function HeroBanners({ banners, layout = "responsive" }: HeroBannersProps) {
  const reducedMotion = usePrefersReducedMotion();
  // Paused with the button; held while the pointer or the keyboard focus is on the carousel.
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [page, setPage] = useState(0);
  const playing = !reducedMotion && !userPaused && !hovered && !focused;
  const first = banners[0];
  if (!first) return null;
  if (banners.length === 1) {
    return (
      <Box as="section" aria-label="Promotions" rounded="l3" overflow="hidden">
        <BannerSlide banner={first} eager layout={layout} />
      </Box>
    );
  }

  return (
    <Carousel.Root
      slideCount={banners.length}
      page={page}
      onPageChange={(details) => setPage(details.page)}
      loop
      autoplay={playing ? { delay: SLIDE_DELAY_MS } : false}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      spacing="0px"
      aria-label="Promotions"
      position="relative"
      rounded="l3"
      overflow="hidden"
      gap="0"
      translations={{
        prevTrigger: "Previous slide",
        nextTrigger: "Next slide",
        indicator: (index) => `Go to slide ${index + 1}`,
        item: (index, count) => `Slide ${index + 1} of ${count}`,
      }}
    >
      <Carousel.ItemGroup>
        {banners.map((banner, index) => (
          <Carousel.Item
            key={banner.id}
            index={index}
            // One slide shows at a time: the current page's. The carousel's own answer comes from
            // measuring the slides, which a server-rendered page never triggers, so it hid them all.
            aria-hidden={index !== page}
          >
            {/* Slides out of view are inert: their buttons must not take keyboard focus. */}
            <div inert={index !== page}>
              <BannerSlide banner={banner} eager={index === 0} layout={layout} />
            </div>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      <HStack position="absolute" bottom={{ base: 3, md: 4 }} insetEnd={{ base: 3, md: 4 }} gap="2">
        <Carousel.Control gap="2">
          {reducedMotion ? null : (
            <IconButton
              size="sm"
              variant="surface"
              rounded="full"
              aria-label={userPaused ? "Play slides" : "Pause slides"}
              onClick={() => setUserPaused((paused) => !paused)}
            >
              {userPaused ? <PlayIcon /> : <PauseIcon />}
            </IconButton>
          )}
          <Carousel.PrevTrigger asChild>
            <IconButton size="sm" variant="surface" rounded="full">
              <ChevronLeftIcon />
            </IconButton>
          </Carousel.PrevTrigger>
          <Carousel.IndicatorGroup gap="0">
            {banners.map((banner, index) => (
              <Carousel.Indicator key={banner.id} index={index} aria-current={index === page ? "true" : undefined} {...dotStyle} />
            ))}
          </Carousel.IndicatorGroup>
          <Carousel.NextTrigger asChild>
            <IconButton size="sm" variant="surface" rounded="full">
              <ChevronRightIcon />
            </IconButton>
          </Carousel.NextTrigger>
        </Carousel.Control>
      </HStack>
    </Carousel.Root>
  );
}

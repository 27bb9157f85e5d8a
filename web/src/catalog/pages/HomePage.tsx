import { NetworkStatus } from "@apollo/client";
import { Heading, Skeleton, Stack, VisuallyHidden } from "@chakra-ui/react";
import { serverMessage } from "../../shared/errors/serverMessage";
import { useSiteSettings } from "../../shared/settings/useSiteSettings";
import type { ProductListQuery, ProductListQueryVariables } from "../../gql/graphql";
import { type PageQuery, usePageQuery } from "../../shared/routing/pageQuery";
import { CategoryStrip } from "../components/CategoryStrip";
import { HeroBanners } from "../components/HeroBanners";
import { HomeProductSection } from "../components/HomeProductSection";
import { PRODUCTS_FETCH_ERROR } from "../components/ProductListError";
import { WelcomeHero } from "../components/WelcomeHero";
import { homePageQueries, SECTION_SIZE } from "../pageQueries";
import { DEFAULT_PARAMS, productListHref } from "../productListParams";

/** One home section's products, with what its error and retry states need. */
function useSectionProducts(section: PageQuery<ProductListQuery, ProductListQueryVariables>) {
  const { data, error, networkStatus, refetch } = usePageQuery(section, { notifyOnNetworkStatusChange: true });
  return {
    data,
    failed: Boolean(error),
    errorMessage: serverMessage(error, PRODUCTS_FETCH_ERROR),
    retrying: networkStatus === NetworkStatus.refetch,
    onRetry: () => void refetch().catch(() => undefined),
  };
}

/** The storefront's landing page: hero banners, categories, new arrivals, deals and featured products. */
export function HomePage() {
  const { settings } = useSiteSettings();
  const queries = homePageQueries();
  const banners = usePageQuery(queries.banners);
  const categories = usePageQuery(queries.categories);
  const newArrivals = useSectionProducts(queries.newArrivals);
  const onSale = useSectionProducts(queries.onSale);
  const featured = useSectionProducts(queries.featured);

  let hero;
  if (banners.data && banners.data.banners.length > 0) {
    hero = <HeroBanners banners={banners.data.banners} />;
  } else if (banners.data || banners.error) {
    hero = <WelcomeHero description={settings?.siteDescription} />;
  } else {
    hero = <Skeleton aspectRatio={{ base: 1, md: 8 / 3 }} maxH={{ base: "28rem", md: "none" }} rounded="l3" />;
  }

  return (
    <Stack gap={{ base: 10, md: 14 }}>
      <VisuallyHidden asChild>
        <h1>{settings?.siteName ?? "Shop"}</h1>
      </VisuallyHidden>
      {hero}

      {categories.error ? null : (
        <Stack as="section" gap="4" aria-labelledby="home-categories">
          <Heading as="h2" id="home-categories" size="xl" letterSpacing="tight">
            Shop by category
          </Heading>
          <CategoryStrip categories={categories.data?.categories} />
        </Stack>
      )}

      <HomeProductSection
        id="home-new-arrivals"
        title="New arrivals"
        description="The latest additions to the shop."
        listLabel="Products"
        viewAllHref={productListHref(null, DEFAULT_PARAMS)}
        viewAllLabel="View all products"
        emptyText="New products will appear here as soon as they are added."
        skeletonCount={SECTION_SIZE}
        first
        {...newArrivals}
      />
      <HomeProductSection
        id="home-on-sale"
        title="On sale"
        description="Discounted now, while stocks last."
        listLabel="On sale"
        viewAllHref={productListHref(null, { ...DEFAULT_PARAMS, sale: true, sort: "DISCOUNT_DESC" })}
        viewAllLabel="View all deals"
        emptyText="There are no discounts right now. Check back soon."
        skeletonCount={4}
        {...onSale}
      />
      <HomeProductSection
        id="home-featured"
        title="Featured"
        description="Hand-picked by the shop."
        listLabel="Featured products"
        viewAllHref={productListHref(null, { ...DEFAULT_PARAMS, featured: true })}
        viewAllLabel="View all featured"
        emptyText="Featured products will appear here."
        skeletonCount={4}
        {...featured}
      />
    </Stack>
  );
}

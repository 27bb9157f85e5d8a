import { NetworkStatus } from "@apollo/client";
import { skipToken, useQuery } from "@apollo/client/react";
import { Heading, HStack, Link, Separator, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { serverMessage } from "../../shared/errors/serverMessage";
import { Money } from "../../shared/money/Money";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { trackPixel } from "../../shared/pixel/trackPixel";
import { usePageQuery } from "../../shared/routing/pageQuery";
import { RelatedProductsDocument } from "../../gql/graphql";
import { CatalogBreadcrumb } from "../components/CatalogBreadcrumb";
import { ProductDetailsSections } from "../components/ProductDetailsSections";
import { ProductGallery } from "../components/ProductGallery";
import { PRODUCTS_FETCH_ERROR, ProductListError } from "../components/ProductListError";
import { ProductNotFound } from "../components/ProductNotFound";
import { ProductPageSkeleton } from "../components/ProductPageSkeleton";
import { ProductPurchasePanel } from "../components/ProductPurchasePanel";
import { RelatedProductsSection } from "../components/RelatedProductsSection";
import { galleryFor } from "../galleryImages";
import { productPageQueries } from "../pageQueries";
import { productListHref, DEFAULT_PARAMS } from "../productListParams";
import { initialChoice } from "../variantSelection";

/** How many related products the page shows. */
const RELATED_COUNT = 8;

/** `/products/:slug`: gallery, price, variant choice and buy buttons, details, related products. */
export function ProductPage() {
  const { slug = "" } = useParams();
  const queries = useMemo(() => productPageQueries(slug), [slug]);
  const { data, error, networkStatus, refetch } = usePageQuery(queries.product, { notifyOnNetworkStatusChange: true });
  const product = data?.product ?? null;
  // The colour chosen in the purchase panel, for the gallery; remembered with its product.
  const [chosen, setChosen] = useState<{ productId: string; color: string | null } | null>(null);

  const related = useQuery(
    RelatedProductsDocument,
    product ? { variables: { productId: product.id, take: RELATED_COUNT } } : skipToken,
  );

  const subject = useMemo(() => (product ? ({ kind: "product", product } as const) : null), [product]);
  usePageMeta(subject);

  const productId = product?.id;
  const productName = product?.name;
  const productPrice = product?.finalPrice;
  useEffect(() => {
    if (!productId) return;
    trackPixel("ViewContent", {
      content_ids: [productId],
      content_name: productName,
      content_type: "product",
      value: productPrice,
    });
  }, [productId, productName, productPrice]);

  if (error && !data) {
    return (
      <ProductListError
        message={serverMessage(error, PRODUCTS_FETCH_ERROR)}
        onRetry={() => void refetch().catch(() => undefined)}
        retrying={networkStatus === NetworkStatus.refetch}
      />
    );
  }
  if (!data) return <ProductPageSkeleton />;
  if (!product) return <ProductNotFound />;

  const categoryHref = productListHref(product.category.slug, DEFAULT_PARAMS);
  const color = chosen?.productId === product.id ? chosen.color : initialChoice(product).color;
  const gallery = galleryFor(product.media, color);

  return (
    <Stack gap={{ base: 8, md: 12 }}>
      <CatalogBreadcrumb
        items={[
          { label: "Home", href: "/" },
          { label: product.category.name, href: categoryHref },
          { label: product.name },
        ]}
      />

      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: 6, lg: 12 }} alignItems="start">
        <ProductGallery key={`${product.id}:${color ?? ""}`} name={product.name} images={gallery.images} start={gallery.start} />
        <Stack gap="6">
          <Stack gap="2">
            <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
              <Link asChild color="fg.muted">
                <RouterLink to={categoryHref}>{product.category.name}</RouterLink>
              </Link>
              {product.subCategory ? (
                <>
                  <Text aria-hidden="true">·</Text>
                  <Link asChild color="fg.muted">
                    <RouterLink to={productListHref(product.category.slug, { ...DEFAULT_PARAMS, sub: product.subCategory })}>
                      {product.subCategory}
                    </RouterLink>
                  </Link>
                </>
              ) : null}
            </HStack>
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
              {product.name}
            </Heading>
            <HStack gap="4" wrap="wrap" textStyle="sm" color="fg.muted">
              {product.brand ? <Text>Brand: {product.brand}</Text> : null}
              <Text>SKU: {product.sku}</Text>
            </HStack>
          </Stack>
          <ProductPurchasePanel
            key={product.id}
            product={product}
            onColorChange={(next) => setChosen({ productId: product.id, color: next })}
          />
          {product.shippingCost > 0 ? (
            <Text textStyle="sm" color="fg.muted">
              Adds <Money amount={product.shippingCost} /> delivery per item.
            </Text>
          ) : null}
        </Stack>
      </SimpleGrid>

      <Separator />
      <ProductDetailsSections product={product} />

      {related.error ? null : (
        <RelatedProductsSection products={related.data?.relatedProducts} />
      )}
    </Stack>
  );
}

import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import toast from "react-hot-toast";
import { PageTitle } from "../../app/layout/PageTitle";
import { HomeProductsDocument } from "../../gql/graphql";
import { ProductCard } from "../components/ProductCard";
import { ProductGrid } from "../components/ProductGrid";
import { ProductGridSkeleton } from "../components/ProductGridSkeleton";
import { ProductListEmpty } from "../components/ProductListEmpty";
import { ProductListError } from "../components/ProductListError";

/** How many products the home page lists. */
const HOME_PRODUCT_COUNT = 20;

/** The storefront's landing page: the newest products. */
export function HomePage() {
  const { data, error, networkStatus, refetch } = useQuery(HomeProductsDocument, {
    variables: { take: HOME_PRODUCT_COUNT },
    notifyOnNetworkStatusChange: true,
  });

  const retry = () => {
    refetch().catch(() => {
      toast.error("Still can't reach the shop. Please try again in a moment.");
    });
  };

  let content;
  if (error) {
    content = <ProductListError onRetry={retry} retrying={networkStatus === NetworkStatus.refetch} />;
  } else if (!data) {
    content = <ProductGridSkeleton />;
  } else if (data.products.items.length === 0) {
    content = <ProductListEmpty />;
  } else {
    const { currency, locale } = data.settings;
    content = (
      <ProductGrid label="Products">
        {data.products.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} currency={currency} locale={locale} />
          </li>
        ))}
      </ProductGrid>
    );
  }

  return (
    <Stack gap="6">
      <PageTitle />
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          New arrivals
        </Heading>
        <Text color="fg.muted">The latest additions to the shop.</Text>
      </Stack>
      {content}
    </Stack>
  );
}

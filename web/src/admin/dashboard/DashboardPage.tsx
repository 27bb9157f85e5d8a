import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Card, Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import { AdminDashboardDocument } from "../gql/graphql";
import { DEFAULT_PARAMS, STATUS_OPTIONS, productTableHref } from "../products/productTableParams";

/** `/admin-dashboard`: what the API can already count (products by status), each a way into the products table. */
export function DashboardPage() {
  const { data, error, refetch, networkStatus } = useQuery(AdminDashboardDocument, {
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { locale } = useMoneySettings();
  const totals = { ACTIVE: data?.active.totalItems, DRAFT: data?.draft.totalItems };

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Admin dashboard
        </Heading>
        <Text color="fg.muted">Your shop's catalog at a glance.</Text>
      </Stack>

      {error && !data ? (
        <QueryLoadError error={error} fallback="Failed to load the dashboard" refetch={refetch} networkStatus={networkStatus} />
      ) : (
        <Stack as="section" aria-labelledby="dashboard-products" gap="3">
          <Heading as="h2" id="dashboard-products" size="lg">
            Products
          </Heading>
          <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-busy={networkStatus === NetworkStatus.loading}>
            {STATUS_OPTIONS.map(({ status, label }) => {
              // One card per status; "All statuses" is the table's filter only.
              if (status === "ANY") return null;
              const total = totals[status];
              return (
                <LinkBox as="li" key={status}>
                  <Card.Root size="sm" _hover={{ borderColor: "border.emphasized" }}>
                    <Card.Body gap="1">
                      <LinkOverlay asChild color="fg.muted" textStyle="sm" fontWeight="medium">
                        <RouterLink to={productTableHref({ ...DEFAULT_PARAMS, status })}>
                          {label} products
                        </RouterLink>
                      </LinkOverlay>
                      {total === undefined ? (
                        <Skeleton h="9" w="16" />
                      ) : (
                        <Text textStyle="3xl" fontWeight="semibold">
                          {total.toLocaleString(locale)}
                        </Text>
                      )}
                    </Card.Body>
                  </Card.Root>
                </LinkBox>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

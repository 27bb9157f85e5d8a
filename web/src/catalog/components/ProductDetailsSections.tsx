import { Box, Heading, List, SimpleGrid, Stack, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { ProductDetailFieldsFragment } from "../../gql/graphql";
import { ProductDescription } from "./ProductDescription";

export interface ProductDetailsSectionsProps {
  product: Pick<
    ProductDetailFieldsFragment,
    "description" | "specifications" | "additionalInfo" | "warranty" | "returnPolicy"
  >;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Description, specifications, additional information, warranty and returns: each shown when the product has it. */
export function ProductDetailsSections({ product }: ProductDetailsSectionsProps) {
  const hasDescription = product.description.trim() !== "";
  const hasSpecifications = product.specifications.length > 0;
  const hasInfo = product.additionalInfo.length > 0;
  const hasPolicies = Boolean(product.warranty || product.returnPolicy);

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 8, lg: 12 }} alignItems="start">
      <Stack gap="8">
        <Section title="Description">
          {hasDescription ? (
            <ProductDescription html={product.description} />
          ) : (
            <Text color="fg.muted">No description yet.</Text>
          )}
        </Section>
        {hasInfo ? (
          <Section title="Additional information">
            <List.Root gap="1.5" ps="5">
              {product.additionalInfo.map((info, index) => (
                <List.Item key={index}>{info}</List.Item>
              ))}
            </List.Root>
          </Section>
        ) : null}
      </Stack>
      <Stack gap="8">
        {hasSpecifications ? (
          <Section title="Specifications">
            <Box borderWidth="1px" rounded="l2" overflow="hidden">
              <Table.Root size="sm" variant="line">
                <Table.Caption srOnly>Specifications</Table.Caption>
                <Table.Body>
                  {product.specifications.map((spec, index) => (
                    <Table.Row key={`${spec.feature}-${index}`}>
                      <Table.ColumnHeader as="th" scope="row" w="40%" bg="bg.muted" fontWeight="medium">
                        {spec.feature}
                      </Table.ColumnHeader>
                      <Table.Cell>{spec.value}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Section>
        ) : null}
        {hasPolicies ? (
          <Section title="Warranty and returns">
            <Stack gap="3">
              {product.warranty ? (
                <Box>
                  <Text fontWeight="semibold">Warranty</Text>
                  <Text color="fg.muted">{product.warranty}</Text>
                </Box>
              ) : null}
              {product.returnPolicy ? (
                <Box>
                  <Text fontWeight="semibold">Returns</Text>
                  <Text color="fg.muted">{product.returnPolicy}</Text>
                </Box>
              ) : null}
            </Stack>
          </Section>
        ) : null}
      </Stack>
    </SimpleGrid>
  );
}

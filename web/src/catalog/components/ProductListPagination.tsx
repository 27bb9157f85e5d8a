import { ButtonGroup, HStack, IconButton, Pagination, Text } from "@chakra-ui/react";
import { ChevronLeftIcon, ChevronRightIcon } from "./CatalogIcons";

export interface ProductListPaginationProps {
  totalItems: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Page buttons under the product list (a "Page 2 of 6" text replaces the numbers on phones). */
export function ProductListPagination({ totalItems, pageSize, page, onPageChange }: ProductListPaginationProps) {
  if (totalItems <= pageSize) return null;
  return (
    <Pagination.Root
      count={totalItems}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      // The pagination also reports its page when `pageSize` changes under it; only a move to
      // another page is the shopper's (answering the other kind fought the page-size change).
      onPageChange={(details) => {
        if (details.page !== page) onPageChange(details.page);
      }}
      translations={{
        rootLabel: "Pages",
        prevTriggerLabel: "Previous page",
        nextTriggerLabel: "Next page",
        itemLabel: ({ page: item, totalPages }) => (item === totalPages ? `Last page, page ${item}` : `Page ${item}`),
      }}
      display="flex"
      justifyContent="center"
    >
      <ButtonGroup variant="ghost" size="sm" gap="1" alignItems="center">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeftIcon />
          </IconButton>
        </Pagination.PrevTrigger>
        <HStack gap="1" hideBelow="sm">
          <Pagination.Items
            render={(item) => <IconButton variant={{ base: "ghost", _selected: "outline" }}>{item.value}</IconButton>}
          />
        </HStack>
        <Pagination.Context>
          {(api) => (
            <Text hideFrom="sm" textStyle="sm" px="3">
              Page {api.page} of {api.totalPages}
            </Text>
          )}
        </Pagination.Context>
        <Pagination.NextTrigger asChild>
          <IconButton>
            <ChevronRightIcon />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}

import { Box, Grid } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface DetailListProps {
  /** Each detail's label and value, in order. */
  items: readonly (readonly [label: string, value: ReactNode])[];
}

/** Labelled details as a description list: label beside value, stacked on phones. */
export function DetailList({ items }: DetailListProps) {
  return (
    <Grid as="dl" templateColumns={{ base: "minmax(0, 1fr)", sm: "max-content minmax(0, 1fr)" }} columnGap="6" rowGap={{ base: "1", sm: "2" }}>
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted" textStyle="sm" mt={{ base: "2", sm: "0" }}>
            {label}
          </Box>
          <Box as="dd" overflowWrap="anywhere" whiteSpace="pre-line">
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

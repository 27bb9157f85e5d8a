import { Box, HStack } from "@chakra-ui/react";
import { type AppRequestCount, barHeights } from "./appView";

export interface RequestBarsProps {
  counts: readonly AppRequestCount[];
  /** The chart's text alternative (`requestsSummary`): what a screen reader reads instead of the bars. */
  summary: string;
  /** Greyed, for a revoked app. */
  muted?: boolean;
}

/** A small bar per hour, oldest first, as tall as its share of the busiest hour; an image named by its summary. */
export function RequestBars({ counts, summary, muted = false }: RequestBarsProps) {
  const heights = barHeights(counts);
  return (
    <HStack role="img" aria-label={summary} title={summary} gap="1px" align="end" h="8" w="full" maxW="48" borderBottomWidth="1px">
      {heights.map((height, index) => (
        <Box
          key={counts[index]?.hour ?? index}
          flex="1"
          minW="0"
          h={`${Math.max(height, height > 0 ? 8 : 0)}%`}
          bg={muted ? "gray.solid" : "blue.solid"}
          opacity={muted ? 0.4 : 1}
          roundedTop="xs"
        />
      ))}
    </HStack>
  );
}

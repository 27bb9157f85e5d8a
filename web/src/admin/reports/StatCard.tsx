import { Box, Card, LinkBox, LinkOverlay, Skeleton, Stat, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import type { Comparison } from "./comparison";

export interface StatCardProps {
  label: string;
  /** The figure, formatted; undefined while it loads. */
  value: string | undefined;
  /** Against the previous period: an arrow and the words (the words carry it, not the colour). */
  comparison?: Comparison;
  /** A line under the figure ("2 new, 1 returning"). */
  detail?: ReactNode;
  /** The card is a way into a list (pending orders, low-stock products). */
  href?: string;
  /** Without its own card: a figure inside a bigger card (the dashboard's periods). */
  bare?: boolean;
}

/**
 * One headline figure, a list item: the dashboard's and the sales report's cards. Plain elements
 * rather than Stat's description list, which allows only its terms and values inside.
 */
export function StatCard({ label, value, comparison, detail, href, bare = false }: StatCardProps) {
  const stat = (
    <Stat.Root as="div" gap="1">
      <Stat.Label as="div">
        {href ? (
          <LinkOverlay asChild>
            <RouterLink to={href}>{label}</RouterLink>
          </LinkOverlay>
        ) : (
          label
        )}
      </Stat.Label>
      {value === undefined ? (
        <Skeleton h="8" w="24" />
      ) : (
        <Stat.ValueText as="div" textStyle="2xl" fontWeight="semibold" data-testid="stat-value">
          {value}
        </Stat.ValueText>
      )}
      {value !== undefined && comparison?.text ? (
        <Stat.HelpText display="flex" alignItems="center" gap="1" color="fg.muted">
          {comparison.trend === "up" ? <Stat.UpIndicator /> : comparison.trend === "down" ? <Stat.DownIndicator /> : null}
          {comparison.text}
        </Stat.HelpText>
      ) : null}
      {value !== undefined && detail ? (
        <Text textStyle="sm" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </Stat.Root>
  );
  const body = bare ? (
    stat
  ) : (
    <Card.Root size="sm" h="full" _hover={href ? { borderColor: "border.emphasized" } : undefined}>
      <Card.Body>{stat}</Card.Body>
    </Card.Root>
  );
  return href ? (
    <LinkBox as="li" listStyle="none">
      {body}
    </LinkBox>
  ) : (
    <Box as="li" listStyle="none">
      {body}
    </Box>
  );
}

import { Badge } from "@chakra-ui/react";
import type { OrderStatus } from "../../gql/graphql";
import { statusLabel, statusPalette } from "../orderDisplay";

/** The order's status as a coloured badge ("Pending", "Cancelled"…). */
export function OrderStatusBadge({
  status,
  size = "md",
  testId = "order-status",
}: {
  status: OrderStatus;
  size?: "sm" | "md" | "lg";
  /** "order-status" for the order's current status; the history passes its own. */
  testId?: string;
}) {
  return (
    <Badge colorPalette={statusPalette(status)} size={size} variant="subtle" data-testid={testId}>
      {statusLabel(status)}
    </Badge>
  );
}

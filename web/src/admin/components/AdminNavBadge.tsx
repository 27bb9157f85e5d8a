import { Badge, VisuallyHidden } from "@chakra-ui/react";

export interface AdminNavBadgeProps {
  count: number;
  /** What is counted, for screen readers: "pending orders" reads "3 pending orders". */
  label: string;
}

/** The count beside a sidebar link; nothing for zero. */
export function AdminNavBadge({ count, label }: AdminNavBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <Badge colorPalette="red" variant="solid" rounded="full" aria-hidden>
        {count > 99 ? "99+" : count}
      </Badge>
      <VisuallyHidden>{`, ${String(count)} ${label}`}</VisuallyHidden>
    </>
  );
}

import type { IconProps } from "@chakra-ui/react";
import { StrokeIcon } from "../../shared/icons/StrokeIcon";

/** The admin screens' line icons (decorative: the control around each carries the name). */
function AdminIcon(props: IconProps) {
  return <StrokeIcon boxSize="1.1em" weight={2} {...props} />;
}

export function MenuIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </AdminIcon>
  );
}

export function StorefrontIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="M4 10v10h16V10M3 10l2-6h14l2 6M3 10h18M9 20v-6h6v6" />
    </AdminIcon>
  );
}

export function SignOutIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />
    </AdminIcon>
  );
}

export function SortAscendingIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="m6 15 6-6 6 6" />
    </AdminIcon>
  );
}

export function SortDescendingIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </AdminIcon>
  );
}

export function SortableIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="m8 9 4-4 4 4M8 15l4 4 4-4" />
    </AdminIcon>
  );
}

/** Points at what opens (a collapsed part); turned down while it is open. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <AdminIcon {...props}>
      <path d="M9 6l6 6-6 6" />
    </AdminIcon>
  );
}

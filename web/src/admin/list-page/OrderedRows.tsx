import { Box, type BoxProps, Button, HStack, IconButton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface RowCardProps extends Omit<BoxProps, "children"> {
  /** The thumbnail at the start. */
  media: ReactNode;
  /** The row's name and details beside the thumbnail. */
  children: ReactNode;
  /** The row's buttons, at the end on a wide screen and under the text on a phone. */
  actions: ReactNode;
}

/** One row of an ordered admin list (banners, categories): a card, its picture and text, its buttons. */
export function RowCard({ media, children, actions, ...item }: RowCardProps) {
  return (
    <Box as="li" borderWidth="1px" rounded="l3" bg="bg" p="3" {...item}>
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "center" }}>
        <HStack gap="3" flex="1" minW="0" align="start">
          {media}
          <Stack gap="0.5" minW="0">
            {children}
          </Stack>
        </HStack>
        <HStack gap="1" wrap="wrap" justify={{ base: "start", md: "end" }}>
          {actions}
        </HStack>
      </Stack>
    </Box>
  );
}

export interface MoveButtonsProps {
  /** What moves, in the buttons' names ("Move Summer sale up"). */
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
}

/** ↑ and ↓ for a row of an ordered list; the first cannot go up, the last cannot go down. */
export function MoveButtons({ name, index, count, disabled = false, onMove }: MoveButtonsProps) {
  return (
    <>
      <IconButton size="sm" variant="ghost" aria-label={`Move ${name} up`} disabled={index === 0 || disabled} onClick={() => onMove(-1)}>
        ↑
      </IconButton>
      <IconButton size="sm" variant="ghost" aria-label={`Move ${name} down`} disabled={index === count - 1 || disabled} onClick={() => onMove(1)}>
        ↓
      </IconButton>
    </>
  );
}

/** A row's "Edit" and "Delete" buttons, named for the row ("Edit Summer sale"). */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}

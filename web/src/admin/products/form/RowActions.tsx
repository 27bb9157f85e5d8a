import { Button, HStack, VisuallyHidden } from "@chakra-ui/react";

export interface RowActionsProps {
  /** The row's name for screen readers ("variant 2"), added to each button's text. */
  rowName: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  disabled?: boolean;
  /** Offers "Make main" (move to the top) as well. */
  canMakeFirst?: boolean;
}

/** The buttons of an ordered row: move up, move down (the keyboard's way to reorder), remove. */
export function RowActions({ rowName, index, count, move, remove, disabled = false, canMakeFirst = false }: RowActionsProps) {
  const hidden = <VisuallyHidden> {rowName}</VisuallyHidden>;
  return (
    <HStack gap="1" flexWrap="wrap">
      {canMakeFirst && (
        <Button size="xs" variant="outline" disabled={disabled || index === 0} onClick={() => move(index, 0)}>
          Make main{hidden}
        </Button>
      )}
      <Button size="xs" variant="outline" disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
        Move up{hidden}
      </Button>
      <Button size="xs" variant="outline" disabled={disabled || index === count - 1} onClick={() => move(index, index + 1)}>
        Move down{hidden}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" disabled={disabled} onClick={() => remove(index)}>
        Remove{hidden}
      </Button>
    </HStack>
  );
}

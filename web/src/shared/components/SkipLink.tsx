import { Link } from "@chakra-ui/react";

export interface SkipLinkProps {
  /** The id of the element to jump to (focusable: give it `tabIndex={-1}`). */
  targetId: string;
}

/** "Skip to content": the first thing a keyboard reaches, shown only while focused, jumping past the navigation. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <Link
      href={`#${targetId}`}
      position="absolute"
      top="-20"
      left="2"
      zIndex="skipLink"
      bg="bg"
      px="3"
      py="2"
      rounded="l2"
      shadow="md"
      _focus={{ top: "2" }}
    >
      Skip to content
    </Link>
  );
}

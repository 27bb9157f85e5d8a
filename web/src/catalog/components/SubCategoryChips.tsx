import { HStack, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

export interface SubCategoryChipsProps {
  subCategories: readonly string[];
  /** The chosen subcategory as the URL has it (any case), or null for all. */
  current: string | null;
  /** Builds the link that shows `sub` (null: the whole category). */
  hrefFor: (sub: string | null) => string;
}

function Chip({ label, href, current }: { label: string; href: string; current: boolean }) {
  return (
    <Link
      asChild
      px="3"
      py="1"
      rounded="full"
      borderWidth="1px"
      textStyle="sm"
      borderColor={current ? "blue.solid" : "border"}
      bg={current ? "blue.solid" : "bg"}
      color={current ? "blue.contrast" : "fg"}
      _hover={{ textDecoration: "none", borderColor: "blue.solid" }}
      whiteSpace="nowrap"
    >
      <RouterLink to={href} aria-current={current ? "page" : undefined}>
        {label}
      </RouterLink>
    </Link>
  );
}

/** The category's subcategories as chips; the chosen one is highlighted. */
export function SubCategoryChips({ subCategories, current, hrefFor }: SubCategoryChipsProps) {
  if (subCategories.length === 0) return null;
  const currentKey = current?.toLowerCase() ?? null;
  return (
    <HStack as="nav" aria-label="Subcategories" gap="2" wrap="wrap">
      <Chip label="All" href={hrefFor(null)} current={currentKey === null} />
      {subCategories.map((sub) => (
        <Chip key={sub} label={sub} href={hrefFor(sub)} current={sub.toLowerCase() === currentKey} />
      ))}
    </HStack>
  );
}

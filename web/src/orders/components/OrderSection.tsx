import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface OrderSectionProps {
  /** The heading's text ("Items", "Status history"…). */
  title: string;
  /** Names the section for screen readers, e.g. "Items in order #10023". */
  label: string;
  headingLevel: "h2" | "h3" | "h4";
  gap?: "2" | "3";
  children: ReactNode;
}

/** One titled part of an order's details. */
export function OrderSection({ title, label, headingLevel, gap = "3", children }: OrderSectionProps) {
  return (
    <Stack as="section" gap={gap} aria-label={label}>
      <Heading as={headingLevel} size={headingLevel === "h2" ? "md" : "sm"}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

import type { ReactNode } from "react";
import { EmptyNotice } from "../../shared/components/EmptyNotice";

export interface ProductListEmptyProps {
  title?: string;
  description?: string;
  /** A way out, e.g. a "Clear filters" button. */
  action?: ReactNode;
  /** "h2" right under a page's h1 (a list page); an h3 by default, under a section's h2. */
  titleAs?: "h2";
}

/** Shown when a product listing has nothing in it. */
export function ProductListEmpty({
  title = "No products yet",
  description = "New products will appear here as soon as they are added.",
  action,
  titleAs,
}: ProductListEmptyProps) {
  return (
    <EmptyNotice
      size="lg"
      frame="dashed"
      icon={
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M6 7h12l1 14H5L6 7Z" strokeLinejoin="round" />
          <path d="M9 10V6a3 3 0 0 1 6 0v4" strokeLinecap="round" />
        </svg>
      }
      title={title}
      titleAs={titleAs}
      description={description}
    >
      {action}
    </EmptyNotice>
  );
}

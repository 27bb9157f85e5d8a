import { Breadcrumb } from "@chakra-ui/react";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router";

export interface BreadcrumbEntry {
  label: string;
  /** Omitted for the current page (the last entry). */
  href?: string;
}

export interface CatalogBreadcrumbProps {
  items: readonly BreadcrumbEntry[];
}

/** Where the page sits in the shop: Home › Category › Product. */
export function CatalogBreadcrumb({ items }: CatalogBreadcrumbProps) {
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 ? <Breadcrumb.Separator /> : null}
            <Breadcrumb.Item minW="0">
              {item.href ? (
                <Breadcrumb.Link asChild>
                  <RouterLink to={item.href}>{item.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink lineClamp={1}>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

import { EmptyState, type EmptyStateDescriptionProps, type EmptyStateRootProps, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface EmptyNoticeProps extends Omit<EmptyStateRootProps, "title"> {
  /** A box around it: dashed for "nothing here yet", solid for a notice among other content. */
  frame?: "dashed" | "solid";
  /** A decorative picture above the title. */
  icon?: ReactNode;
  title: ReactNode;
  /** The title's element when it heads the page ("h1"). */
  titleAs?: "h1" | "h2";
  description?: ReactNode;
  descriptionProps?: EmptyStateDescriptionProps;
  /** The way out under the text: a link or button, or a row of them. */
  children?: ReactNode;
}

/** What a page or list shows when it has nothing to show: an empty cart, no orders, an unknown product. */
export function EmptyNotice({ frame, icon, title, titleAs, description, descriptionProps, children, ...root }: EmptyNoticeProps) {
  const framed = frame ? { bg: "bg", borderWidth: "1px", rounded: "l3", ...(frame === "dashed" && { borderStyle: "dashed" }) } : {};
  return (
    <EmptyState.Root {...framed} {...root}>
      <EmptyState.Content>
        {icon ? <EmptyState.Indicator>{icon}</EmptyState.Indicator> : null}
        <VStack textAlign="center">
          <EmptyState.Title as={titleAs}>{title}</EmptyState.Title>
          {description ? <EmptyState.Description {...descriptionProps}>{description}</EmptyState.Description> : null}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

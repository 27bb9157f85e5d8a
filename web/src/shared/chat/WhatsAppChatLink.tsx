import { Box, Icon, Link } from "@chakra-ui/react";
import { isHttpUrl } from "@shop/common";
import { useAtomValue } from "jotai";
import { useSiteSettings } from "../settings/useSiteSettings";
import { chatButtonHiddenByAtom } from "./chatButtonState";

export interface WhatsAppChatLinkProps {
  /**
   * "floating": fixed at the bottom right, on wide screens only, in its own landmark. "footer": at the
   * footer's end, on phones only, where a floating button would cover fields and prices
   * (docs/decisions/024-chat-button-docks-in-the-footer-on-phones.md).
   */
  placement: "floating" | "footer";
}

/** The chat button (docs/behaviour.md#screens-and-routes), when the shop has an http(s) WhatsApp link. */
export function WhatsAppChatLink({ placement }: WhatsAppChatLinkProps) {
  const { settings } = useSiteSettings();
  const hiddenBy = useAtomValue(chatButtonHiddenByAtom);
  const href = settings?.socialMedia.whatsAppLink?.trim();
  if (!href || !isHttpUrl(href)) return null;

  const link = (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      title="Chat with us on WhatsApp"
      display="grid"
      placeItems="center"
      boxSize="14"
      rounded="full"
      bg="green.500"
      color="white"
      shadow={placement === "floating" ? "lg" : undefined}
      _hover={{ bg: "green.600" }}
      focusRingColor="green.700"
    >
      <Icon boxSize="7" aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="currentColor">
          <path d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21c5.46 0 9.91-4.45 9.91-9.91C21.95 6.45 17.5 2 12.04 2Zm0 18.15a8.2 8.2 0 0 1-4.2-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.19 8.19 0 0 1-1.26-4.38c0-4.54 3.7-8.23 8.25-8.23s8.24 3.7 8.24 8.24-3.7 8.23-8.24 8.23Zm4.52-6.16c-.25-.12-1.47-.72-1.7-.8-.23-.09-.39-.13-.56.12-.16.25-.64.8-.79.97-.14.16-.29.18-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.02-.38.11-.5.11-.11.25-.29.37-.43.12-.15.16-.25.25-.41.08-.17.04-.31-.02-.44-.06-.12-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48a.92.92 0 0 0-.66.31c-.23.25-.87.85-.87 2.07s.89 2.4 1.01 2.56c.12.17 1.75 2.67 4.24 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.15-1.18-.06-.1-.23-.16-.48-.28Z" />
        </svg>
      </Icon>
    </Link>
  );

  if (placement === "footer") {
    return (
      <Box hideFrom="md" flexShrink={0}>
        {link}
      </Box>
    );
  }
  // A drawer or a sticky bar asks it to step aside (useHideChatButton).
  if (hiddenBy > 0) return null;
  return (
    <Box as="aside" aria-label="Chat" hideBelow="md" position="fixed" bottom="6" right="6" zIndex="sticky">
      {link}
    </Box>
  );
}

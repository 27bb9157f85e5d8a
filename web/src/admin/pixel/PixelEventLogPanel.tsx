import { Badge, Box, Button, Code, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { type LoggedPixelEvent, PIXEL_EVENT_LOG_SIZE, clearPixelEventLog, readPixelEventLog } from "../../shared/pixel/pixelEventLog";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/**
 * The events the storefront handed to the pixel in this browser tab's session, newest first
 * (`shared/pixel/pixelEventLog.ts`): browse the shop in this tab, then come back and refresh.
 */
export function PixelEventLogPanel() {
  const [events, setEvents] = useState<LoggedPixelEvent[]>(readPixelEventLog);

  return (
    <Stack as="section" aria-labelledby="pixel-events" gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" id="pixel-events" size="lg">
          Events sent in this session
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setEvents(readPixelEventLog())}>
            Refresh
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={events.length === 0}
            onClick={() => {
              clearPixelEventLog();
              setEvents([]);
            }}
          >
            Clear
          </Button>
        </HStack>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        The last {PIXEL_EVENT_LOG_SIZE} events the storefront sent from this browser tab while the pixel was active. Browse the shop
        in this tab, then refresh.
      </Text>
      {events.length === 0 ? (
        <EmptyNotice frame="dashed" title="No events yet" description="Turn the pixel on, then visit the shop in this tab." />
      ) : (
        <Stack as="ol" listStyle="none" gap="2" aria-label="Pixel events">
          {events.map((entry, index) => (
            <Box as="li" key={`${entry.time}-${String(index)}`} borderWidth="1px" rounded="l2" p="3" bg="bg">
              <HStack gap="3" wrap="wrap">
                <Badge colorPalette="blue">{entry.event}</Badge>
                <Text asChild textStyle="sm" color="fg.muted">
                  <time dateTime={entry.time}>{timeFormat.format(new Date(entry.time))}</time>
                </Text>
              </HStack>
              {entry.params ? (
                <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" mt="2" p="2" textStyle="xs">
                  {JSON.stringify(entry.params)}
                </Code>
              ) : null}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

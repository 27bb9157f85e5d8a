import { useQuery } from "@apollo/client/react";
import { Box, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { serverMessage } from "../../shared/errors/serverMessage";
import { type MessageChannel, type NotificationKind, PreviewNotificationDocument, type PreviewNotificationQuery } from "../gql/graphql";
import { smsCount, smsCountText } from "./smsSegments";
import { useDebouncedValue } from "./useDebouncedValue";

/** The preview's id: on a phone, where it comes below the form, a link under the message jumps to it. */
export const PREVIEW_ID = "template-preview";

/** How long typing pauses before the preview is asked for again. */
export const PREVIEW_DEBOUNCE_MS = 400;

export type RenderedMessage = PreviewNotificationQuery["previewNotification"];

export interface Preview {
  /** The latest rendering (the one before, while the next is on its way); none before the first. */
  rendered: RenderedMessage | undefined;
  loading: boolean;
  /** Why the preview could not be made (not a problem with the template: those are `rendered.problems`). */
  error: string | undefined;
}

/**
 * The template rendered by the server as it is being typed (after a pause), with the latest
 * order or a sample one: what the shopper or the owner would receive, and the template's problems.
 */
export function usePreview(kind: NotificationKind, channel: MessageChannel, subject: string | null, body: string): Preview {
  const settledSubject = useDebouncedValue(subject, PREVIEW_DEBOUNCE_MS);
  const settledBody = useDebouncedValue(body, PREVIEW_DEBOUNCE_MS);
  const { data, previousData, loading, error } = useQuery(PreviewNotificationDocument, {
    variables: { kind, channel, subject: settledSubject, body: settledBody },
    skip: settledBody.trim() === "",
    fetchPolicy: "no-cache",
  });
  return {
    rendered: (data ?? previousData)?.previewNotification,
    loading,
    error: error ? serverMessage(error, "Failed to make the preview") : undefined,
  };
}

/** The preview beside the editor: the email as it would look (sandboxed) and its text part, or the SMS with its length. */
export function TemplatePreview({ channel, preview }: { channel: MessageChannel; preview: Preview }) {
  const headingId = useId();
  const { rendered, loading, error } = preview;
  return (
    <Stack as="section" id={PREVIEW_ID} aria-labelledby={headingId} scrollMarginTop="4" gap="3" minW="0" borderWidth="1px" rounded="l3" p={{ base: 4, md: 5 }} bg="bg.subtle">
      <Heading as="h2" id={headingId} size="md">
        Preview
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        With your latest order, or a sample one while the shop has none.
      </Text>
      <Box aria-live="polite" aria-busy={loading} minW="0">
        {error ? (
          <Text color="fg.error">{error}</Text>
        ) : !rendered ? (
          loading ? (
            <Skeleton height="48" />
          ) : (
            <Text color="fg.muted">Write a message to see it here.</Text>
          )
        ) : channel === "SMS" ? (
          <SmsPreview text={rendered.text} />
        ) : (
          <EmailPreview rendered={rendered} />
        )}
      </Box>
    </Stack>
  );
}

function SmsPreview({ text }: { text: string }) {
  const count = smsCount(text);
  return (
    <Stack gap="2">
      <Box
        data-testid="sms-preview"
        bg="bg"
        borderWidth="1px"
        rounded="l3"
        roundedBottomLeft="0"
        p="3"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        maxW="22rem"
      >
        {text}
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {smsCountText(count)}
        {count.segments > 1 ? ` (${String(count.perSegment)} characters each)` : null}
      </Text>
    </Stack>
  );
}

function EmailPreview({ rendered }: { rendered: RenderedMessage }) {
  return (
    <Stack gap="3">
      <Text textStyle="sm">
        <Text as="span" color="fg.muted">
          Subject:{" "}
        </Text>
        <Text as="span" fontWeight="semibold" data-testid="email-preview-subject">
          {rendered.subject}
        </Text>
      </Text>
      {rendered.html ? (
        // An empty sandbox: the rendered HTML runs no script and reaches nothing of the admin's.
        <Box asChild w="full" h={{ base: "28rem", md: "36rem" }} borderWidth="1px" rounded="l2" bg="white">
          <iframe sandbox="" srcDoc={rendered.html} title="Email preview" />
        </Box>
      ) : null}
      <details>
        <summary>Text part (for mail apps that show no HTML)</summary>
        <Box as="pre" data-testid="email-preview-text" mt="2" p="3" bg="bg" borderWidth="1px" rounded="l2" whiteSpace="pre-wrap" overflowWrap="anywhere" textStyle="xs">
          {rendered.text}
        </Box>
      </details>
    </Stack>
  );
}

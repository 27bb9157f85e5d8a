import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Box, Button, HStack, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { DetailList } from "../components/DetailList";
import { PhoneLinks } from "../components/PhoneLinks";
import {
  AdminContactMessageDocument,
  DeleteContactMessageDocument,
  NewContactMessageCountDocument,
  SetContactMessageStatusDocument,
} from "../gql/graphql";
import { INBOX_PATH } from "./inboxParams";
import { replyHref } from "./replyLink";

/**
 * `/admin-dashboard/contact-messages/:id`: one message in full, with a reply link (`mailto:` with
 * "Re: …"), "Mark resolved" (or "Mark as new") and "Delete" after a confirmation naming the
 * message. Each change refreshes the sidebar's unread count at once.
 */
export function MessagePage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useQuery(AdminContactMessageDocument, { variables: { id }, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true });
  const refetchCount = [{ query: NewContactMessageCountDocument }];
  const [setStatus, settingStatus] = useMutation(SetContactMessageStatusDocument, { refetchQueries: refetchCount });
  const [deleteMessage, deleting] = useMutation(DeleteContactMessageDocument, { refetchQueries: refetchCount });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const locale = useShopLocale();
  const date = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }), [locale]);

  const message = query.data?.contactMessage;
  // The tab names the sender, not the address's id.
  const sender = message?.name ?? null;
  usePageMeta(useMemo<HeadSubject | null>(() => (sender ? { kind: "titled", title: `Message from ${sender}` } : null), [sender]));
  if (query.error && !query.data) {
    return <QueryLoadError error={query.error} fallback="Failed to load the message" refetch={query.refetch} networkStatus={query.networkStatus} />;
  }
  if (!query.data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the message…</Text>
        <Skeleton height="10" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (!message) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Message not found" description="There is no message with this address; it may have been deleted.">
        <RouterLink to={INBOX_PATH}>Back to messages</RouterLink>
      </EmptyNotice>
    );
  }

  const resolved = message.status === "RESOLVED";
  const toggleStatus = async () => {
    try {
      await setStatus({ variables: { id: message.id, status: resolved ? "NEW" : "RESOLVED" } });
      toast.success(resolved ? "Marked as new" : "Marked resolved");
    } catch (error) {
      toast.error(serverMessage(error, "Failed to change the message"));
    }
  };
  const remove = async () => {
    try {
      await deleteMessage({ variables: { id: message.id } });
      toast.success("Message deleted");
      void navigate(INBOX_PATH);
    } catch (error) {
      toast.error(serverMessage(error, "Failed to delete the message"));
      setConfirmingDelete(false);
    }
  };

  return (
    <Stack gap="6" maxW="3xl">
      <Link asChild alignSelf="start" textStyle="sm" colorPalette="blue" variant="underline">
        <RouterLink to={INBOX_PATH}>Back to messages</RouterLink>
      </Link>
      <Stack gap="2">
        <HStack gap="2">
          {resolved ? (
            <Badge variant="surface">Resolved</Badge>
          ) : (
            <Badge colorPalette="blue" variant="solid">
              New
            </Badge>
          )}
        </HStack>
        <Heading as="h1" size={{ base: "xl", md: "2xl" }} overflowWrap="anywhere">
          {message.subject}
        </Heading>
      </Stack>

      <DetailList
        items={[
          ["From", message.name],
          ["Email", message.email],
          ["Phone", message.phone ? <PhoneLinks phone={message.phone} name={message.name} /> : "—"],
          ["Received", date.format(new Date(message.createdAt))],
        ]}
      />

      <Box as="blockquote" borderStartWidth="4px" borderColor="border.emphasized" ps="4" py="1" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {message.message}
      </Box>

      <HStack gap="2" wrap="wrap">
        <Button asChild colorPalette="blue">
          <a href={replyHref(message.email, message.subject)}>Reply by email</a>
        </Button>
        <Button variant="outline" loading={settingStatus.loading} onClick={() => void toggleStatus()}>
          {resolved ? "Mark as new" : "Mark resolved"}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirmingDelete(true)}>
          Delete
        </Button>
      </HStack>

      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={`Delete the message from ${message.name}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={deleting.loading}
        destructive
        onConfirm={() => void remove()}
      >
        <Text>“{message.subject}” is deleted for good; it cannot be brought back.</Text>
      </ConfirmDialog>
    </Stack>
  );
}

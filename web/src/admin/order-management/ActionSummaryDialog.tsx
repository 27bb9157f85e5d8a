import { Badge, Button, List, Stack, Text } from "@chakra-ui/react";
import type { OrderActionOutcomeFragment } from "../gql/graphql";
import { DialogFrame } from "../list-page/FormDialog";

export interface ActionSummary {
  /** "Status change", "Sent to the courier", … */
  title: string;
  /** What `ok` means for this action: "Changed", "Sent", "Checked". */
  doneWord: string;
  outcomes: readonly OrderActionOutcomeFragment[];
}

const orderName = (outcome: OrderActionOutcomeFragment) => (outcome.number ? `#${String(outcome.number)}` : "Unknown order");

/**
 * What a bulk action did, order by order: how many were done, and each refused order with the
 * server's reason. The server decides; this only reports it.
 */
export function ActionSummaryDialog({ summary, onClose }: { summary: ActionSummary | null; onClose: () => void }) {
  const done = summary?.outcomes.filter((o) => o.ok) ?? [];
  const refused = summary?.outcomes.filter((o) => !o.ok) ?? [];
  return (
    <DialogFrame
      open={summary !== null}
      onClose={onClose}
      busy={false}
      title={summary?.title ?? ""}
      size="md"
      scrollBehavior="inside"
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <Stack gap="4">
        <Text fontWeight="medium">
          {summary?.doneWord}: {done.length} · Refused: {refused.length}
        </Text>
        {done.length > 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {summary?.doneWord}: {done.map(orderName).join(", ")}
          </Text>
        ) : null}
        {refused.length > 0 ? (
          <List.Root gap="2" variant="plain" aria-label="Refused orders">
            {refused.map((outcome) => (
              <List.Item key={outcome.orderId} display="block">
                <Text as="span" fontWeight="medium">
                  {orderName(outcome)}
                </Text>{" "}
                <Badge colorPalette="red" variant="subtle">
                  {outcome.refusal?.replaceAll("_", " ").toLowerCase()}
                </Badge>
                <Text textStyle="sm">{outcome.message}</Text>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}

import { Button, List, Stack, Text } from "@chakra-ui/react";
import type { OrderActionOutcomeFragment, OrderActionRefusal } from "../gql/graphql";
import { DialogFrame } from "../list-page/FormDialog";

export interface ActionSummary {
  /** "Status change", "Sent to the courier", … */
  title: string;
  /** What `ok` means for this action: "Changed", "Sent", "Checked". */
  doneWord: string;
  outcomes: readonly OrderActionOutcomeFragment[];
}

const orderName = (outcome: OrderActionOutcomeFragment) => (outcome.number ? `#${String(outcome.number)}` : "Unknown order");

/** Why an order was left as it was, as the owner would say it; the server's message follows with the details. */
const REFUSAL_REASONS: Record<OrderActionRefusal, string> = {
  NOT_FOUND: "No such order.",
  TRANSITION_NOT_ALLOWED: "Its status does not allow this change.",
  WRONG_STATUS: "Only processing orders go to the courier.",
  ALREADY_DISPATCHED: "The courier already has it.",
  DISPATCH_IN_PROGRESS: "It is being sent right now.",
  NOT_DISPATCHED: "It was never sent to the courier.",
  INVALID_PHONE: "The courier does not take its phone number.",
  INVALID_ADDRESS: "The courier does not take its address.",
  COURIER_UNAVAILABLE: "The courier did not answer; try again later.",
  COURIER_REFUSED: "The courier refused it.",
};

/** The refusal in words: the reason, then the server's message when it says more. */
export function refusalText(outcome: Pick<OrderActionOutcomeFragment, "refusal" | "message">): string {
  const reason = outcome.refusal ? REFUSAL_REASONS[outcome.refusal] : "";
  const message = outcome.message?.trim() ?? "";
  return [reason, message].filter(Boolean).join(" ") || "Refused.";
}

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
                  {orderName(outcome)}:
                </Text>{" "}
                <Text as="span">{refusalText(outcome)}</Text>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}

import { useApolloClient } from "@apollo/client/react";
import { Alert, Button, Heading, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FIELD_LIMITS, orderLookupRules } from "@shop/common";
import { useId, useState } from "react";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { OrderLookupDocument } from "../../gql/graphql";
import { type TrackedOrder, TrackedOrderCard } from "./TrackedOrderCard";

export const TRACK_FAILED = "Failed to look up the order";

const EMPTY = { orderNumber: "", phone: "" };

/**
 * "Track an order": the order number and the phone given at checkout find an order from any
 * browser (`orderLookup`, decision 022). The server's answer for a wrong pair ("not found") or
 * too many tries is shown above the form; a found order is shown below it, kept only on the page.
 */
export function TrackOrder() {
  const headingId = useId();
  const client = useApolloClient();
  const { form, sending, submitWith, showServerErrors } = useRulesForm({ rules: orderLookupRules, defaultValues: EMPTY });
  const errors = form.formState.errors;
  const [found, setFound] = useState<TrackedOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = submitWith(async (values) => {
    setProblem(null);
    try {
      const { data } = await client.query({
        query: OrderLookupDocument,
        variables: { input: { orderNumber: values.orderNumber.trim(), phone: values.phone.trim() } },
        fetchPolicy: "no-cache",
      });
      setFound(data?.orderLookup ?? null);
    } catch (error) {
      setFound(null);
      if (!showServerErrors(error)) setProblem(serverMessage(error, TRACK_FAILED));
    }
  });

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="0.5">
        <Heading as="h2" size="lg" id={headingId}>
          Track an order
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Placed an order in another browser or on another device? Enter its number and the phone you gave at checkout.
        </Text>
      </Stack>
      {problem ? (
        <Alert.Root status="error" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack asChild gap="4">
        <form onSubmit={submit} noValidate aria-label="Track an order">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="Order number" required error={errors.orderNumber?.message}>
              <Input inputMode="numeric" autoComplete="off" maxLength={20} placeholder="e.g. 10023" {...form.register("orderNumber")} />
            </FormField>
            <FormField label="Phone" required error={errors.phone?.message}>
              <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} {...form.register("phone")} />
            </FormField>
          </SimpleGrid>
          <Button type="submit" colorPalette="blue" loading={sending} loadingText="Looking up…" alignSelf={{ sm: "start" }}>
            Track order
          </Button>
        </form>
      </Stack>
      {found ? <TrackedOrderCard order={found} /> : null}
    </Stack>
  );
}

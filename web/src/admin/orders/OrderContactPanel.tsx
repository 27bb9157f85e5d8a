import { useMutation } from "@apollo/client/react";
import { Button, Card, DataList, HStack, Heading, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { FIELD_LIMITS, ORDER_ADMIN_LIMITS, checkoutEmailRule, orderContactRules, orderNoteRules } from "@shop/common";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { PhoneLinks } from "../components/PhoneLinks";
import { type AdminOrderDetailFragment, UpdateAdminOrderContactDocument } from "../gql/graphql";

type Order = AdminOrderDetailFragment;

interface ContactValues {
  name: string;
  phone: string;
  email: string;
  address: string;
  district: string;
  note: string;
}

/** The server's rules: a guest's order keeps an email, the only way to reach them besides the phone. */
const contactFormRules = (isGuest: boolean) => ({ ...orderContactRules, email: checkoutEmailRule(isGuest), note: orderNoteRules.historyNote });

const valuesOf = (order: Order): ContactValues => ({
  name: order.name,
  phone: order.phone,
  email: order.email ?? "",
  address: order.address,
  district: order.district ?? "",
  note: "",
});

/**
 * The order's contact and address, and their edit form while the server allows it
 * (`canEditContact`: before the order ships). The delivery zone is shown, not edited: its fee was
 * charged when the order was placed.
 */
export function OrderContactPanel({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const rows: [string, ReactNode][] = [
    ["Name", order.name],
    ["Phone", <PhoneLinks phone={order.phone} name={order.name} />],
    ["Email", order.email],
    ["Address", order.address],
    ["District", order.district],
    ["Delivery zone", order.deliveryZone],
    ["Customer's notes", order.notes],
    ["Account", order.customer ? (order.customer.email ?? order.customer.displayName ?? "Customer") : "Guest"],
  ];

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            Contact and address
          </Heading>
          {order.canEditContact && !editing ? (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit contact
            </Button>
          ) : null}
        </HStack>
        {editing && order.canEditContact ? (
          <ContactForm order={order} onDone={() => setEditing(false)} />
        ) : (
          <>
            <DataList.Root orientation="horizontal" size="sm">
              {rows.map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="28">{label}</DataList.ItemLabel>
                  <DataList.ItemValue whiteSpace="pre-line" wordBreak="break-word">
                    {value || "—"}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {!order.canEditContact ? (
              <Text color="fg.muted" textStyle="sm">
                The contact and address can no longer be edited: the order has shipped or is closed.
              </Text>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function ContactForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<ContactValues>({ rules: contactFormRules(!order.customer), defaultValues: valuesOf(order) });
  const [problem, setProblem] = useState<string | null>(null);
  const [update] = useMutation(UpdateAdminOrderContactDocument);
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = submitWith(async ({ note, ...contact }) => {
    setProblem(null);
    try {
      await update({
        variables: {
          id: order.id,
          input: { ...contact, email: contact.email.trim() || null, district: contact.district.trim() || null },
          note: note.trim() || null,
        },
      });
      toast.success("Contact saved");
      onDone();
    } catch (error) {
      if (!showServerErrors(error)) setProblem(serverMessage(error, "Failed to save the contact"));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit contact and address">
      <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Name" required error={errors.name?.message}>
          <Input maxLength={FIELD_LIMITS.name} {...register("name")} />
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} {...register("phone")} />
        </FormField>
        <FormField label="Email" required={!order.customer} error={errors.email?.message}>
          <Input type="email" maxLength={FIELD_LIMITS.email} {...register("email")} />
        </FormField>
        <FormField label="District" error={errors.district?.message} helperText={`Within ${order.deliveryZone}, the zone the shipping was charged for.`}>
          <Input maxLength={ORDER_ADMIN_LIMITS.district} {...register("district")} />
        </FormField>
      </SimpleGrid>
      <FormField label="Address" required error={errors.address?.message}>
        <Textarea rows={2} maxLength={FIELD_LIMITS.address} {...register("address")} />
      </FormField>
      <FormField label="Note for the history" error={errors.note?.message} helperText="Why the contact changed, e.g. “Customer called”.">
        <Input maxLength={ORDER_ADMIN_LIMITS.historyNote} {...register("note")} />
      </FormField>
      {problem ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {problem}
        </Text>
      ) : null}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue" loading={sending} loadingText="Saving…">
          Save contact
        </Button>
        <Button size="sm" variant="ghost" disabled={sending} onClick={onDone}>
          Cancel
        </Button>
      </HStack>
      </Stack>
    </form>
  );
}

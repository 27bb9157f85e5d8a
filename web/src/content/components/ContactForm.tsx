import { Button, Input, SimpleGrid, Stack, Textarea } from "@chakra-ui/react";
import { contactRules, FIELD_LIMITS } from "@shop/common";
import { useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import type { ContactMessageInput } from "../../gql/graphql";
import { EMPTY_CONTACT_FORM, toContactInput } from "../contactForm";

export interface ContactFormProps {
  /** Sends the message; rejects with the server's error. */
  send: (input: ContactMessageInput) => Promise<unknown>;
}

const CONTACT_SENT = "Thanks! Your message has been sent.";
const CONTACT_FAILED = "Failed to send your message";

/** Name, email, phone (optional), subject and message, checked here and then by the server. */
export function ContactForm({ send }: ContactFormProps) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm({ rules: contactRules, defaultValues: EMPTY_CONTACT_FORM });
  const { register, control, reset } = form;
  const errors = form.formState.errors;
  const messageLength = useWatch({ control, name: "message" }).trim().length;

  const submit = submitWith(async (values) => {
    try {
      await send(toContactInput(values));
      toast.success(CONTACT_SENT);
      // A fresh form: empty, and quiet until the next attempt.
      reset(EMPTY_CONTACT_FORM);
    } catch (error) {
      showServerErrors(error);
      toast.error(serverMessage(error, CONTACT_FAILED));
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={submit} noValidate aria-label="Contact form">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label="Name" required error={errors.name?.message}>
            <Input autoComplete="name" maxLength={FIELD_LIMITS.name} {...register("name")} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" maxLength={FIELD_LIMITS.contactEmail} {...register("email")} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={FIELD_LIMITS.phone} {...register("phone")} />
          </FormField>
          <FormField label="Subject" required error={errors.subject?.message}>
            <Input maxLength={FIELD_LIMITS.subject} {...register("subject")} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Message"
          required
          error={errors.message?.message}
          helperText={`${String(messageLength)} / ${String(FIELD_LIMITS.message)} characters (at least ${String(FIELD_LIMITS.messageMin)})`}
        >
          <Textarea rows={6} maxLength={FIELD_LIMITS.message} {...register("message")} />
        </FormField>
        <Button type="submit" colorPalette="blue" size="lg" loading={sending} loadingText="Sending…" alignSelf={{ sm: "start" }}>
          Send message
        </Button>
      </form>
    </Stack>
  );
}

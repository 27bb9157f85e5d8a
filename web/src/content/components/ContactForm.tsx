import { Button, Field, Input, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import type { ContactMessageInput } from "../../gql/graphql";
import {
  CONTACT_LIMITS,
  EMPTY_CONTACT_FORM,
  hasErrors,
  serverFieldErrors,
  toContactInput,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from "../contactForm";

export interface ContactFormProps {
  /** Sends the message; rejects with the server's error. */
  send: (input: ContactMessageInput) => Promise<unknown>;
}

const CONTACT_SENT = "Thanks! Your message has been sent.";
const CONTACT_FAILED = "Failed to send your message";

/** Name, email, phone (optional), subject and message, checked here and then by the server. */
export function ContactForm({ send }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing; before it, nothing nags.
    if (attempted) setErrors(validateContactForm(next));
  };

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateContactForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    try {
      await send(toContactInput(values));
      toast.success(CONTACT_SENT);
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      setAttempted(false);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      toast.error(serverMessage(error, CONTACT_FAILED));
      if (hasErrors(fieldErrors)) focusFirstInvalid();
    } finally {
      setSending(false);
    }
  };

  const messageLength = values.message.trim().length;

  return (
    <Stack asChild gap="5">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Contact form">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <Field.Root required invalid={Boolean(errors.name)}>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="name"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              value={values.name}
              onChange={(event) => change("name", event.target.value)}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.email)}>
            <Field.Label>
              Email <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_LIMITS.email}
              value={values.email}
              onChange={(event) => change("email", event.target.value)}
            />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.phone)}>
            <Field.Label>
              Phone{" "}
              <Text as="span" color="fg.muted" fontWeight="normal">
                (optional)
              </Text>
            </Field.Label>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              value={values.phone}
              onChange={(event) => change("phone", event.target.value)}
            />
            <Field.ErrorText>{errors.phone}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={Boolean(errors.subject)}>
            <Field.Label>
              Subject <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="subject"
              maxLength={CONTACT_LIMITS.subject}
              value={values.subject}
              onChange={(event) => change("subject", event.target.value)}
            />
            <Field.ErrorText>{errors.subject}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
        <Field.Root required invalid={Boolean(errors.message)}>
          <Field.Label>
            Message <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="message"
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            value={values.message}
            onChange={(event) => change("message", event.target.value)}
          />
          {errors.message ? (
            <Field.ErrorText>{errors.message}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {messageLength} / {CONTACT_LIMITS.messageMax} characters (at least {CONTACT_LIMITS.messageMin})
            </Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="blue" size="lg" loading={sending} loadingText="Sending…" alignSelf={{ sm: "start" }}>
          Send message
        </Button>
      </form>
    </Stack>
  );
}

import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, Input, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { pixelIdRequiredProblem, pixelRules } from "@shop/common";
import { useEffect, useId } from "react";
import toast from "react-hot-toast";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { AdminPixelConfigDocument, type PixelStatus, SetPixelConfigDocument } from "../gql/graphql";
import { UnsavedChangesGuard } from "../components/UnsavedChangesGuard";
import { PixelEventLogPanel } from "./PixelEventLogPanel";

interface PixelValues {
  pixelId: string;
  status: PixelStatus;
}

const formRules = { pixelId: pixelRules.pixelId };

/**
 * `/admin-dashboard/facebook-pixel`: the pixel's id and whether the storefront loads it, and the
 * events the storefront sent in this browser session (a debugging aid read from sessionStorage).
 */
export function PixelPage() {
  const { data, error, refetch, networkStatus } = useQuery(AdminPixelConfigDocument, { fetchPolicy: "network-only" });

  return (
    <Stack gap="8" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Tracking pixel
        </Heading>
        <Text color="fg.muted">
          When active, the storefront loads the Meta pixel and reports page views, product views, add to cart, add to wishlist,
          checkout and purchases with their value, currency and product ids.
        </Text>
      </Stack>
      {error && !data ? (
        <QueryLoadError error={error} fallback="Failed to load the pixel settings" refetch={refetch} networkStatus={networkStatus} />
      ) : data ? (
        <PixelForm pixelId={data.pixelConfig.pixelId ?? ""} status={data.pixelConfig.status} />
      ) : (
        <Text color="fg.muted">Loading the pixel settings…</Text>
      )}
      <PixelEventLogPanel />
    </Stack>
  );
}

function PixelForm({ pixelId, status }: PixelValues) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<PixelValues>({ rules: formRules, defaultValues: { pixelId, status } });
  const [setPixel] = useMutation(SetPixelConfigDocument);
  const formId = useId();
  const chosen = form.watch("status");

  // After a save the saved values are the form's new starting point (no unsaved changes).
  useEffect(() => form.reset({ pixelId, status }), [form, pixelId, status]);

  const save = submitWith(async (values) => {
    const missing = pixelIdRequiredProblem(values.pixelId, values.status === "ACTIVE");
    if (missing) {
      form.setError("pixelId", { type: "rule", message: missing }, { shouldFocus: true });
      return;
    }
    try {
      await setPixel({ variables: { input: { pixelId: values.pixelId.trim() || null, status: values.status } } });
      toast.success(values.status === "ACTIVE" ? "Pixel turned on" : "Pixel turned off");
    } catch (failure) {
      if (!showServerErrors(failure)) toast.error(serverMessage(failure, "Failed to save the pixel settings"));
    }
  });

  const { errors, isDirty } = form.formState;
  return (
    <Stack asChild gap="5" borderWidth="1px" rounded="l3" p={{ base: 4, md: 6 }} bg="bg">
      <form id={formId} onSubmit={save} noValidate aria-label="Pixel settings">
        <UnsavedChangesGuard dirty={isDirty && !sending} what="the pixel settings" />
        <FormField label="Pixel id" error={errors.pixelId?.message} helperText="Digits only, from Meta Events Manager.">
          <Input {...form.register("pixelId")} inputMode="numeric" autoComplete="off" disabled={sending} />
        </FormField>
        <RadioGroup.Root
          value={chosen}
          onValueChange={(details) => form.setValue("status", details.value as PixelStatus, { shouldDirty: true })}
          disabled={sending}
        >
          <RadioGroup.Label fontWeight="medium" textStyle="sm">
            Status
          </RadioGroup.Label>
          <HStack gap="6" mt="2" wrap="wrap">
            {[
              { value: "ACTIVE" as PixelStatus, label: "Active: the storefront loads the pixel" },
              { value: "INACTIVE" as PixelStatus, label: "Inactive" },
            ].map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <HStack>
          <Button type="submit" colorPalette="blue" loading={sending} loadingText="Saving…">
            Save pixel settings
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}

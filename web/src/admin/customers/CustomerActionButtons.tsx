import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { type CustomerChange, type CustomerIdentity, customerName } from "./useCustomerActions";

export interface CustomerActionButtonsProps {
  user: CustomerIdentity;
  /** The signed-in admin's own record: they may neither demote nor disable themselves. */
  isSelf: boolean;
  ask: (change: CustomerChange) => void;
  size?: "xs" | "sm";
  /** Why the admin's own buttons are off: the full sentence on the customer's page, a short one in the table. */
  selfNote?: string;
}

/**
 * "Make admin" or "Remove admin", and "Disable" or "Enable", each naming the person for screen
 * readers. On the admin's own record both are off, with the reason beside them (the server refuses
 * it too: "You cannot remove your own admin role.").
 */
export function CustomerActionButtons({
  user,
  isSelf,
  ask,
  size = "xs",
  selfNote = "This is you: you cannot remove your own admin role or disable yourself.",
}: CustomerActionButtonsProps) {
  const reasonId = useId();
  const name = customerName(user);
  const isAdmin = user.role === "ADMIN";
  const roleLabel = isAdmin ? "Remove admin" : "Make admin";
  const disableLabel = user.disabled ? "Enable" : "Disable";
  const selfLocked = isSelf && (isAdmin || !user.disabled);
  return (
    <Stack gap="1" align={{ base: "start", md: "end" }}>
      <HStack gap="1" wrap={size === "xs" ? "nowrap" : "wrap"}>
        <Button
          size={size}
          variant="outline"
          aria-label={`${roleLabel} ${name}`}
          aria-describedby={selfLocked ? reasonId : undefined}
          disabled={isSelf && isAdmin}
          onClick={() => ask({ kind: isAdmin ? "revoke" : "grant", user })}
        >
          {roleLabel}
        </Button>
        <Button
          size={size}
          variant="outline"
          colorPalette={user.disabled ? undefined : "red"}
          aria-label={`${disableLabel} ${name}`}
          aria-describedby={selfLocked ? reasonId : undefined}
          disabled={isSelf && !user.disabled}
          onClick={() => ask({ kind: user.disabled ? "enable" : "disable", user })}
        >
          {disableLabel}
        </Button>
      </HStack>
      {selfLocked ? (
        <Text id={reasonId} textStyle="xs" color="fg.muted">
          {selfNote}
        </Text>
      ) : null}
    </Stack>
  );
}

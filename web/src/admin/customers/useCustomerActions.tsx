import { useMutation } from "@apollo/client/react";
import { Alert, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { SetCustomerDisabledDocument, SetCustomerRoleDocument } from "../gql/graphql";

/** The person an action is about. */
export interface CustomerIdentity {
  uid: string;
  displayName?: string | null;
  email?: string | null;
  role: "ADMIN" | "CUSTOMER";
  disabled: boolean;
}

/** How the admin names a person: their name, else their email, else their uid. */
export function customerName(user: Pick<CustomerIdentity, "uid" | "displayName" | "email">): string {
  return user.displayName?.trim() || user.email || user.uid;
}

/** A change waiting for its confirmation. */
export type CustomerChange = { kind: "grant" | "revoke" | "disable" | "enable"; user: CustomerIdentity };

/** The question each change asks, naming the person. */
export function changeTitle({ kind, user }: CustomerChange): string {
  const name = customerName(user);
  switch (kind) {
    case "grant":
      return `Make ${name} an admin?`;
    case "revoke":
      return `Remove ${name}'s admin role?`;
    case "disable":
      return `Disable ${name}?`;
    case "enable":
      return `Enable ${name}?`;
  }
}

const CONSEQUENCE: Record<CustomerChange["kind"], string> = {
  grant: "They will be able to use the admin dashboard: orders, products, customers, messages and settings.",
  revoke: "They will no longer be able to use the admin dashboard. Their account and orders stay.",
  disable: "Every request made with their account is refused until you enable it again. Their orders stay.",
  enable: "They will be able to sign in and order again.",
};

const CONFIRM_LABEL: Record<CustomerChange["kind"], string> = {
  grant: "Make admin",
  revoke: "Remove admin role",
  disable: "Disable",
  enable: "Enable",
};

const DONE: Record<CustomerChange["kind"], (name: string) => string> = {
  grant: (name) => `${name} is now an admin`,
  revoke: (name) => `${name} is no longer an admin`,
  disable: (name) => `${name} is disabled`,
  enable: (name) => `${name} is enabled`,
};

export interface CustomerActions {
  ask: (change: CustomerChange) => void;
  /** The confirmation dialog, to render once on the page. */
  dialog: ReactNode;
}

/**
 * Granting and revoking admin, disabling and enabling: each asks first in a dialog naming the
 * person. A refusal from the server (yourself, the last admin) stays in the dialog as its message,
 * so it is read where the action was taken; after a change the page reads its data again.
 */
export function useCustomerActions({ refetch }: { refetch: () => unknown }): CustomerActions {
  const [pending, setPending] = useState<CustomerChange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setRole, settingRole] = useMutation(SetCustomerRoleDocument);
  const [setDisabled, settingDisabled] = useMutation(SetCustomerDisabledDocument);
  const busy = settingRole.loading || settingDisabled.loading;

  const close = () => {
    setPending(null);
    setRefusal(null);
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    try {
      if (kind === "grant" || kind === "revoke") {
        await setRole({ variables: { uid: user.uid, role: kind === "grant" ? "ADMIN" : "CUSTOMER" } });
      } else {
        await setDisabled({ variables: { uid: user.uid, disabled: kind === "disable" } });
      }
      toast.success(DONE[kind](customerName(user)));
      close();
    } catch (error) {
      setRefusal(serverMessage(error, "The change could not be saved. Please try again."));
    } finally {
      void refetch();
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onClose={close}
      title={pending ? changeTitle(pending) : ""}
      confirmLabel={pending ? CONFIRM_LABEL[pending.kind] : ""}
      busyLabel="Saving…"
      busy={busy}
      destructive={pending?.kind === "disable" || pending?.kind === "revoke"}
      confirmDisabled={refusal !== null}
      cancelLabel={refusal ? "Close" : "Cancel"}
      onConfirm={() => void confirm()}
    >
      <Stack gap="3">
        <Text>{pending ? CONSEQUENCE[pending.kind] : ""}</Text>
        {refusal ? (
          <Alert.Root status="error" variant="surface" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );

  return { ask: setPending, dialog };
}

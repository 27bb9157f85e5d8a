import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import toast from "react-hot-toast";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { useConfirmAction } from "../components/useConfirmAction";
import { ListQueryState, ListStatus } from "../list-page/ListQueryState";
import { AppFormDialog } from "./AppFormDialog";
import { type AppDates, AppRow } from "./AppRow";
import { AdminAppsDocument, RevokeAppDocument, RotateAppTokenDocument, type AdminAppFieldsFragment } from "../gql/graphql";
import { TokenDialog } from "./TokenDialog";

type App = AdminAppFieldsFragment;

/** The token on screen: after a create or a rotation, until its dialog is closed. */
interface ShownToken {
  appName: string;
  token: string;
  reason: "created" | "rotated";
}

function useAppDates(): AppDates {
  const locale = useShopLocale();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    const hour = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" });
    return {
      locale,
      date: (iso) => date.format(new Date(iso)),
      dateTime: (iso) => dateTime.format(new Date(iso)),
      hour: (iso) => hour.format(new Date(iso)),
    };
  }, [locale]);
}

function countText(apps: readonly App[]): string {
  const active = apps.filter((app) => app.revokedAt == null).length;
  const revoked = apps.length - active;
  const activeText = `${active} active ${active === 1 ? "app" : "apps"}`;
  return revoked ? `${activeText}, ${revoked} revoked` : activeText;
}

/**
 * `/admin-dashboard/apps`: the programs that call the shop's API with a token of their own (an
 * ERP, a warehouse scanner, an accounting tool), newest first. Create one with a name and
 * scopes and see its token once; rotate or revoke its token; see when it was last used and its
 * requests hour by hour over the last day. Revoked apps stay listed, greyed.
 */
export function AppsPage() {
  const list = useQuery(AdminAppsDocument, { fetchPolicy: "cache-and-network" });
  const dates = useAppDates();
  const [editing, setEditing] = useState<App | "new" | null>(null);
  const [shownToken, setShownToken] = useState<ShownToken | null>(null);
  const [rotate, rotation] = useMutation(RotateAppTokenDocument);
  const [revoke, revocation] = useMutation(RevokeAppDocument);
  const apps = list.data?.apps ?? [];
  const failed = !list.data && Boolean(list.error);

  const rotating = useConfirmAction(async (app: App) => {
    const result = await rotate({ variables: { id: app.id } });
    if (result.data) setShownToken({ appName: app.name, token: result.data.rotateAppToken.token, reason: "rotated" });
  }, "Failed to rotate the token");
  const revoking = useConfirmAction(async (app: App) => {
    await revoke({ variables: { id: app.id } });
    toast.success(`Revoked ${app.name}`);
  }, "Failed to revoke the app");

  const createButton = (
    <Button colorPalette="blue" onClick={() => setEditing("new")}>
      Create app
    </Button>
  );

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1" maxW="3xl">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            Apps
          </Heading>
          <Text color="fg.muted">
            Programs that use the shop's API with a token of their own, limited to the scopes you give them. The guide for
            their developers is in the API documentation.
          </Text>
        </Stack>
        {apps.length > 0 ? createButton : null}
      </HStack>
      <ListStatus text={list.data ? countText(apps) : undefined} failed={failed} loading="Loading apps…" />
      <ListQueryState
        list={list}
        error={list.data ? undefined : list.error}
        errorFallback="Failed to fetch apps"
        count={list.data ? apps.length : undefined}
        loading={
          <Stack gap="3" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height="36" rounded="l3" />
            ))}
          </Stack>
        }
        empty={{
          title: "No apps yet",
          description:
            "An app lets another program (your ERP, a warehouse scanner, an accounting tool or a mobile app) work with the shop through its API: sync products and stock, read orders. You choose what each app may do, and can revoke it at any time.",
          action: createButton,
        }}
      >
        <Stack as="ul" listStyle="none" gap="3" aria-label="Apps">
          {apps.map((app) => (
            <AppRow
              key={app.id}
              app={app}
              dates={dates}
              onEdit={() => setEditing(app)}
              onRotate={() => rotating.ask(app)}
              onRevoke={() => revoking.ask(app)}
            />
          ))}
        </Stack>
      </ListQueryState>

      {editing ? (
        <AppFormDialog
          app={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setShownToken({ appName: created.app.name, token: created.token, reason: "created" });
            void list.refetch();
          }}
          onSaved={() => void list.refetch()}
        />
      ) : null}

      {shownToken ? <TokenDialog {...shownToken} onClose={() => setShownToken(null)} /> : null}

      {/*
        Unmounted rather than closed once the rotation is done: the token's dialog opens in the
        same moment, and a closing dialog would take the one opened over it down with it.
      */}
      {rotating.row ? (
        <ConfirmDialog
          open
          onClose={rotating.cancel}
          title={`Rotate the token of “${rotating.row.name}”?`}
          confirmLabel="Rotate token"
          busyLabel="Rotating…"
          busy={rotation.loading}
          destructive
          onConfirm={() => void rotating.confirm()}
        >
          <Text>
            The current token stops working at once, and the app's requests are refused until it is given the new token, which
            you will see once on the next screen.
          </Text>
        </ConfirmDialog>
      ) : null}

      <ConfirmDialog
        open={revoking.row !== null}
        onClose={revoking.cancel}
        title={revoking.row ? `Revoke “${revoking.row.name}”?` : ""}
        confirmLabel="Revoke app"
        busyLabel="Revoking…"
        busy={revocation.loading}
        destructive
        onConfirm={() => void revoking.confirm()}
      >
        <Text>
          The app's token stops working at once, on every server, and cannot be brought back. The app stays in the list, greyed,
          with its history. To keep the app but change its token, rotate the token instead.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

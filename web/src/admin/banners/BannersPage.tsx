import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Heading, Image, Stack, Switch, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { ConfirmDialog } from "../components/ConfirmDialog";
import {
  type AdminBannerFieldsFragment,
  AdminBannersDocument,
  DeleteBannerDocument,
  ReorderBannersDocument,
  SetBannerActiveDocument,
} from "../gql/graphql";
import { ListQueryState } from "../list-page/ListQueryState";
import { EditDeleteButtons, MoveButtons, RowCard } from "../list-page/OrderedRows";
import { BannerFormDialog } from "./BannerFormDialog";
import { moveId, orderChanged } from "./bannerOrder";

type Banner = AdminBannerFieldsFragment;

/**
 * `/admin-dashboard/banner-management`: the home hero's banners in display order. Drag a row or
 * use its move buttons to reorder, switch a banner on or off, edit it in a dialog with a live
 * preview, delete it after a confirmation. The storefront reads banners on each load, so a
 * change shows on the shop's next page load.
 */
export function BannersPage() {
  const list = useQuery(AdminBannersDocument, { fetchPolicy: "cache-and-network" });
  const client = useApolloClient();
  const [editing, setEditing] = useState<Banner | "new" | null>(null);
  const [deleting, setDeleting] = useState<Banner | null>(null);
  // The order while a row is dragged: shown at once, sent when the drag ends.
  const [dragOrder, setDragOrder] = useState<string[] | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [reorder, reordering] = useMutation(ReorderBannersDocument);
  const [setActive] = useMutation(SetBannerActiveDocument);
  const [deleteBanner, deletion] = useMutation(DeleteBannerDocument);
  const banners = list.data?.adminBanners ?? [];
  const byId = new Map(banners.map((banner) => [banner.id, banner]));
  const shown = dragOrder ? dragOrder.map((id) => byId.get(id)).filter((banner): banner is Banner => banner !== undefined) : banners;
  const ids = shown.map((banner) => banner.id);

  /** The storefront's hero, if this tab has read it, is read again on its next visit. */
  const forgetHomeBanners = () => client.cache.evict({ id: "ROOT_QUERY", fieldName: "banners" });

  const sendOrder = (ids: string[]) => {
    if (!orderChanged(ids, banners.map((banner) => banner.id))) {
      setDragOrder(null);
      return;
    }
    reorder({ variables: { ids } })
      .then(() => list.refetch())
      .then(() => {
        forgetHomeBanners();
        toast.success("Order saved");
      })
      .catch((error: unknown) => toast.error(serverMessage(error, "Failed to reorder the banners")))
      .finally(() => setDragOrder(null));
  };

  const toggle = (banner: Banner, active: boolean) => {
    setActive({ variables: { id: banner.id, active } })
      .then(() => {
        forgetHomeBanners();
        toast.success(active ? `${banner.title} is shown on the home page` : `${banner.title} is hidden`);
      })
      .catch((error: unknown) => toast.error(serverMessage(error, "Failed to update the banner")));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteBanner({ variables: { id: deleting.id } });
      toast.success(`Deleted ${deleting.title}`);
      forgetHomeBanners();
      void list.refetch();
    } catch (error) {
      toast.error(serverMessage(error, "Failed to delete the banner"));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            Banners
          </Heading>
          <Text color="fg.muted">The home page's hero shows the active banners, top first. Drag a banner or use its arrows to reorder.</Text>
        </Stack>
        <Button colorPalette="blue" onClick={() => setEditing("new")}>
          New banner
        </Button>
      </HStack>
      <ListQueryState
        list={list}
        error={list.data ? undefined : list.error}
        errorFallback="Failed to fetch banners"
        count={list.data ? banners.length : undefined}
        loading={<Text color="fg.muted">Loading banners…</Text>}
        empty={{ title: "No banners", description: "Create a banner to show it in the home page's hero." }}
      >
        <Stack as="ol" listStyle="none" gap="3" aria-label="Banners, in display order" aria-busy={reordering.loading}>
          {shown.map((banner, index) => (
            <RowCard
              key={banner.id}
              draggable={!reordering.loading}
              cursor="grab"
              opacity={dragged === banner.id ? 0.5 : 1}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                setDragged(banner.id);
                setDragOrder(ids);
              }}
              onDragOver={(event) => {
                if (!dragged || !dragOrder) return;
                event.preventDefault();
                if (dragged !== banner.id) setDragOrder(moveId(dragOrder, dragOrder.indexOf(dragged), index));
              }}
              onDrop={(event) => event.preventDefault()}
              onDragEnd={() => {
                setDragged(null);
                if (dragOrder) sendOrder(dragOrder);
              }}
              media={<Image src={banner.image} alt="" w="24" minW="24" h="14" objectFit="cover" rounded="l2" bg="bg.muted" />}
              actions={
                <>
                  <Switch.Root size="sm" checked={banner.isActive} onCheckedChange={(details) => toggle(banner, details.checked)} me="2">
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label textStyle="sm">
                      <VisuallyHidden>Show {banner.title} on the home page</VisuallyHidden>
                      <span aria-hidden="true">Shown</span>
                    </Switch.Label>
                  </Switch.Root>
                  <MoveButtons
                    name={banner.title}
                    index={index}
                    count={shown.length}
                    disabled={reordering.loading}
                    onMove={(by) => sendOrder(moveId(ids, index, index + by))}
                  />
                  <EditDeleteButtons name={banner.title} onEdit={() => setEditing(banner)} onDelete={() => setDeleting(banner)} />
                </>
              }
            >
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="sm">
                  {banner.title}
                </Heading>
                <Badge colorPalette={banner.isActive ? "green" : "gray"}>{banner.isActive ? "Active" : "Hidden"}</Badge>
              </HStack>
              {banner.subtitle ? (
                <Text textStyle="sm" color="fg.muted" truncate>
                  {banner.subtitle}
                </Text>
              ) : null}
              {banner.buttonLink ? (
                <Text fontFamily="mono" textStyle="xs" color="fg.muted" truncate>
                  {banner.buttonText} → {banner.buttonLink}
                </Text>
              ) : null}
            </RowCard>
          ))}
        </Stack>
      </ListQueryState>

      {editing ? (
        <BannerFormDialog
          banner={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            forgetHomeBanners();
            void list.refetch();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? `Delete “${deleting.title}”?` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={deletion.loading}
        destructive
        onConfirm={() => void confirmDelete()}
      >
        <Text>The banner leaves the home page for good. To hide it for a while, switch it off instead.</Text>
      </ConfirmDialog>
    </Stack>
  );
}

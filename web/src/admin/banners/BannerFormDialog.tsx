import { useMutation } from "@apollo/client/react";
import { Box, Checkbox, Grid, Input, Stack, Textarea } from "@chakra-ui/react";
import { bannerButtonProblem, bannerRules } from "@shop/common";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { ImageUploadField } from "../components/ImageUploadField";
import { type AdminBannerFieldsFragment, CreateBannerDocument, UpdateBannerDocument } from "../gql/graphql";
import { FormDialog } from "../list-page/FormDialog";
import { BannerPreview } from "./BannerPreview";

interface BannerValues {
  image: string;
  mobileImage: string;
  imageAlt: string;
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  isActive: boolean;
}

export interface BannerFormDialogProps {
  /** The banner to edit; null to create one. */
  banner: AdminBannerFieldsFragment | null;
  onClose: () => void;
  /** After a save: the list is read again. */
  onSaved: () => void;
}

const valuesOf = (banner: AdminBannerFieldsFragment | null): BannerValues => ({
  image: banner?.image ?? "",
  mobileImage: banner?.mobileImage ?? "",
  imageAlt: banner?.imageAlt ?? "",
  title: banner?.title ?? "",
  subtitle: banner?.subtitle ?? "",
  description: banner?.description ?? "",
  buttonText: banner?.buttonText ?? "",
  buttonLink: banner?.buttonLink ?? "",
  isActive: banner?.isActive ?? true,
});

const orNull = (text: string) => text.trim() || null;

/**
 * Create or edit a banner in a dialog: its images (uploaded with progress, or URLs), texts and
 * button, with a live preview of the home hero at desktop and phone width beside the form.
 */
export function BannerFormDialog({ banner, onClose, onSaved }: BannerFormDialogProps) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<BannerValues>({ rules: bannerRules, defaultValues: valuesOf(banner) });
  const [uploads, setUploads] = useState(0);
  const [createBanner] = useMutation(CreateBannerDocument);
  const [updateBanner] = useMutation(UpdateBannerDocument);
  const formId = useId();
  const values = form.watch();
  const { errors } = form.formState;

  const onUploading = (uploading: boolean) => setUploads((count) => count + (uploading ? 1 : -1));
  const setImage = (field: "image" | "mobileImage") => (url: string) =>
    form.setValue(field, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const save = submitWith(async (submitted) => {
    const button = bannerButtonProblem(submitted.buttonText, submitted.buttonLink);
    if (button) {
      form.setError(button.field, { type: "rule", message: button.message }, { shouldFocus: true });
      return;
    }
    const input = {
      image: submitted.image.trim(),
      mobileImage: orNull(submitted.mobileImage),
      imageAlt: orNull(submitted.imageAlt),
      title: submitted.title.trim(),
      subtitle: orNull(submitted.subtitle),
      description: orNull(submitted.description),
      buttonText: orNull(submitted.buttonText),
      buttonLink: orNull(submitted.buttonLink),
      isActive: submitted.isActive,
    };
    try {
      if (banner) await updateBanner({ variables: { id: banner.id, input } });
      else await createBanner({ variables: { input } });
      toast.success(banner ? `Saved ${input.title}` : `Created ${input.title}`);
      onSaved();
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) toast.error(serverMessage(error, "Failed to save the banner"));
    }
  });

  const image = values.image.trim();
  const preview = image
    ? {
        __typename: "Banner" as const,
        id: banner?.id ?? "preview",
        image,
        mobileImage: orNull(values.mobileImage),
        imageAlt: orNull(values.imageAlt),
        title: values.title.trim() || "Banner title",
        subtitle: orNull(values.subtitle),
        description: orNull(values.description),
        buttonText: orNull(values.buttonText),
        buttonLink: orNull(values.buttonLink),
      }
    : null;

  return (
    <FormDialog
      title={banner ? `Edit ${banner.title}` : "New banner"}
      formId={formId}
      sending={sending}
      submitLabel={banner ? "Save banner" : "Create banner"}
      submitDisabled={uploads > 0}
      onClose={onClose}
      size={{ base: "full", lg: "cover" }}
    >
      <Grid templateColumns={{ base: "minmax(0, 1fr)", xl: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="8">
        <Stack asChild gap="4">
          <form id={formId} onSubmit={save} noValidate aria-label="Banner">
            <ImageUploadField
              label="Image"
              required
              value={values.image}
              onChange={setImage("image")}
              error={errors.image?.message}
              helperText="Wide (8:3), about 1600×600. Upload it, or paste an image URL."
              disabled={sending}
              onUploadingChange={onUploading}
            />
            <ImageUploadField
              label="Mobile image"
              value={values.mobileImage}
              onChange={setImage("mobileImage")}
              error={errors.mobileImage?.message}
              helperText="Square, for phones; the wide image is used without it."
              disabled={sending}
              onUploadingChange={onUploading}
            />
            <FormField
              label="What the images show"
              error={errors.imageAlt?.message}
              helperText="Read to screen reader users, e.g. the products pictured. Leave empty when the images are only decoration."
            >
              <Input {...form.register("imageAlt")} disabled={sending} autoComplete="off" />
            </FormField>
            <FormField label="Title" required error={errors.title?.message}>
              <Input {...form.register("title")} disabled={sending} autoComplete="off" />
            </FormField>
            <FormField label="Subtitle" error={errors.subtitle?.message}>
              <Input {...form.register("subtitle")} disabled={sending} autoComplete="off" />
            </FormField>
            <FormField label="Description" error={errors.description?.message}>
              <Textarea {...form.register("description")} disabled={sending} rows={3} />
            </FormField>
            <FormField label="Button text" error={errors.buttonText?.message}>
              <Input {...form.register("buttonText")} disabled={sending} autoComplete="off" />
            </FormField>
            <FormField
              label="Button link"
              error={errors.buttonLink?.message}
              helperText="A page of this shop, such as /product-category/men-fashion, or an http(s) URL."
            >
              <Input {...form.register("buttonLink")} disabled={sending} autoComplete="off" />
            </FormField>
            <Checkbox.Root
              checked={values.isActive}
              onCheckedChange={(details) => form.setValue("isActive", details.checked === true, { shouldDirty: true })}
              disabled={sending}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Show on the home page</Checkbox.Label>
            </Checkbox.Root>
          </form>
        </Stack>
        <Box>
          <BannerPreview banner={preview} />
        </Box>
      </Grid>
    </FormDialog>
  );
}

import { useMutation } from "@apollo/client/react";
import { Box, Button, CloseButton, Dialog, HStack, IconButton, Image, Input, Portal, Progress, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { categoryRules } from "@shop/common";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { serverMessage } from "../../shared/errors/serverMessage";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { type AdminCategoryFieldsFragment, CreateCategoryDocument, UpdateCategoryDocument } from "../gql/graphql";
import {
  type SubCategoryRow,
  addSubCategory,
  moveSubCategory,
  removeSubCategory,
  renameSubCategory,
  subCategoryInput,
  subCategoryProblems,
  subCategoryRows,
} from "./subCategoryList";
import { uploadAsAdmin } from "../components/uploadImage";

interface CategoryValues {
  name: string;
  image: string;
}

const formRules = { name: categoryRules.name, image: categoryRules.image };

export interface CategoryFormDialogProps {
  /** The category to edit; null to create one. */
  category: AdminCategoryFieldsFragment | null;
  onClose: () => void;
  /** After a save: the list is read again. */
  onSaved: () => void;
}

/**
 * Create or edit a category in a dialog: name, image (uploaded with a progress bar, or an
 * image URL) and the subcategories as an ordered list edited in place. A renamed
 * subcategory is sent as a rename, so its products follow; a renamed category keeps its old
 * links (the server redirects its old slug).
 */
export function CategoryFormDialog({ category, onClose, onSaved }: CategoryFormDialogProps) {
  const { form, sending, submitWith, showServerErrors } = useRulesForm<CategoryValues>({
    rules: formRules,
    defaultValues: { name: category?.name ?? "", image: category?.image ?? "" },
  });
  const [rows, setRows] = useState<SubCategoryRow[]>(() => subCategoryRows(category?.subCategories ?? []));
  const [checkRows, setCheckRows] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [createCategory] = useMutation(CreateCategoryDocument);
  const [updateCategory] = useMutation(UpdateCategoryDocument);
  const problems = checkRows ? subCategoryProblems(rows) : {};
  const image = form.watch("image").trim();
  const formId = useId();

  const save = submitWith(async (values) => {
    if (Object.keys(subCategoryProblems(rows)).length > 0) {
      setCheckRows(true);
      return;
    }
    const input = { name: values.name.trim(), image: values.image.trim() || null, ...subCategoryInput(rows) };
    try {
      if (category) {
        await updateCategory({ variables: { id: category.id, input } });
        toast.success(`Saved ${input.name}`);
      } else {
        await createCategory({ variables: { input: { ...input, renamedSubCategories: undefined } } });
        toast.success(`Created ${input.name}`);
      }
      onSaved();
      onClose();
    } catch (error) {
      if (!showServerErrors(error)) toast.error(serverMessage(error, "Failed to save the category"));
    }
  });

  const upload = (file: File) => {
    setProgress(0);
    uploadAsAdmin(file, { onProgress: setProgress })
      .then(({ url }) => form.setValue("image", url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }))
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)))
      .finally(() => setProgress(null));
  };

  const { errors } = form.formState;
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !sending) onClose();
      }}
      placement="center"
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{category ? `Edit ${category.name}` : "New category"}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack asChild gap="5">
                <form id={formId} onSubmit={save} noValidate>
                <FormField
                  label="Name"
                  required
                  error={errors.name?.message}
                  helperText={
                    category ? `Renaming keeps its products, and old links (/product-category/${category.slug}) keep working.` : undefined
                  }
                >
                  <Input {...form.register("name")} disabled={sending} autoComplete="off" />
                </FormField>

                <FormField label="Image" error={errors.image?.message} helperText="Upload a picture, or paste an image URL.">
                  <Input {...form.register("image")} disabled={sending} placeholder="https://… or /uploads/…" />
                </FormField>
                <HStack gap="3" align="center" wrap="wrap">
                  {image ? <Image src={image} alt="" boxSize="16" objectFit="cover" rounded="l2" bg="bg.muted" /> : null}
                  <VisuallyHidden>
                    <input
                      ref={fileInput}
                      type="file"
                      accept="image/jpeg,image/png,image/webp,image/avif"
                      aria-label="Category image file"
                      tabIndex={-1}
                      onChange={(event) => {
                        const file = event.currentTarget.files?.[0];
                        event.currentTarget.value = "";
                        if (file) upload(file);
                      }}
                    />
                  </VisuallyHidden>
                  <Button size="sm" variant="outline" disabled={sending || progress !== null} onClick={() => fileInput.current?.click()}>
                    Upload image
                  </Button>
                  {image ? (
                    <Button size="sm" variant="ghost" onClick={() => form.setValue("image", "", { shouldDirty: true })}>
                      Remove image
                    </Button>
                  ) : null}
                  {progress !== null ? (
                    <Progress.Root value={Math.round(progress * 100)} size="sm" flex="1" minW="32">
                      {/* The track is the progressbar; without a name it would be read as just "40%". */}
                      <Progress.Track aria-label="Uploading the image">
                        <Progress.Range />
                      </Progress.Track>
                    </Progress.Root>
                  ) : null}
                </HStack>

                <SubCategoryEditor rows={rows} problems={problems} disabled={sending} onChange={setRows} />
                </form>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={sending}>
                Cancel
              </Button>
              <Button type="submit" form={formId} colorPalette="blue" loading={sending} loadingText="Saving…" disabled={progress !== null}>
                {category ? "Save category" : "Create category"}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={sending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface SubCategoryEditorProps {
  rows: SubCategoryRow[];
  problems: Record<string, string>;
  disabled: boolean;
  onChange: (rows: SubCategoryRow[]) => void;
}

/** The ordered subcategory list: one named field per row, with move up/down and remove. */
function SubCategoryEditor({ rows, problems, disabled, onChange }: SubCategoryEditorProps) {
  const headingId = useId();
  return (
    <Stack asChild gap="2">
      <fieldset disabled={disabled}>
      <Text as="legend" id={headingId} fontWeight="medium" textStyle="sm" mb="1">
        Subcategories{" "}
        <Text as="span" color="fg.muted" fontWeight="normal">
          (in display order; renaming one keeps its products)
        </Text>
      </Text>
      {rows.length > 0 ? (
        <Stack as="ol" gap="2" listStyle="none" aria-labelledby={headingId}>
          {rows.map((row, index) => {
            const label = row.name.trim() || `Subcategory ${String(index + 1)}`;
            return (
              <Box as="li" key={row.key}>
                <HStack gap="1" align="start">
                  <FormField label={`Subcategory ${String(index + 1)}`} required error={problems[row.key]} flex="1">
                    <Input size="sm" value={row.name} onChange={(event) => onChange(renameSubCategory(rows, row.key, event.currentTarget.value))} />
                  </FormField>
                  <HStack gap="0" pt="7">
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${label} up`}
                      disabled={index === 0}
                      onClick={() => onChange(moveSubCategory(rows, row.key, -1))}
                    >
                      ↑
                    </IconButton>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={`Move ${label} down`}
                      disabled={index === rows.length - 1}
                      onClick={() => onChange(moveSubCategory(rows, row.key, 1))}
                    >
                      ↓
                    </IconButton>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Remove ${label}`}
                      onClick={() => onChange(removeSubCategory(rows, row.key))}
                    >
                      ×
                    </IconButton>
                  </HStack>
                </HStack>
              </Box>
            );
          })}
        </Stack>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          No subcategories.
        </Text>
      )}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange(addSubCategory(rows))}>
        Add subcategory
      </Button>
      </fieldset>
    </Stack>
  );
}

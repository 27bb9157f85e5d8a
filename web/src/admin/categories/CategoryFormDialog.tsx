import { useMutation } from "@apollo/client/react";
import { Box, Button, HStack, IconButton, Input, Stack, Text } from "@chakra-ui/react";
import { categoryRules } from "@shop/common";
import { useId, useState } from "react";
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
import { ImageUploadField } from "../components/ImageUploadField";
import { FormDialog } from "../list-page/FormDialog";
import { MoveButtons } from "../list-page/OrderedRows";

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
  const [uploading, setUploading] = useState(false);
  const [createCategory] = useMutation(CreateCategoryDocument);
  const [updateCategory] = useMutation(UpdateCategoryDocument);
  const problems = checkRows ? subCategoryProblems(rows) : {};
  const image = form.watch("image");
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

  const { errors } = form.formState;
  return (
    <FormDialog
      title={category ? `Edit ${category.name}` : "New category"}
      formId={formId}
      sending={sending}
      submitLabel={category ? "Save category" : "Create category"}
      submitDisabled={uploading}
      onClose={onClose}
      size={{ base: "full", md: "lg" }}
    >
      <Stack asChild gap="5">
        <form id={formId} onSubmit={save} noValidate>
          <FormField
            label="Name"
            required
            error={errors.name?.message}
            helperText={category ? `Renaming keeps its products, and old links (/product-category/${category.slug}) keep working.` : undefined}
          >
            <Input {...form.register("name")} disabled={sending} autoComplete="off" />
          </FormField>
          <ImageUploadField
            label="Image"
            fileLabel="Category image file"
            value={image}
            onChange={(url) => form.setValue("image", url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
            error={errors.image?.message}
            disabled={sending}
            onUploadingChange={setUploading}
          />
          <SubCategoryEditor rows={rows} problems={problems} disabled={sending} onChange={setRows} />
        </form>
      </Stack>
    </FormDialog>
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
                    <MoveButtons name={label} index={index} count={rows.length} onMove={(by) => onChange(moveSubCategory(rows, row.key, by))} />
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

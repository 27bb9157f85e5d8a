import { Box, Button, CloseButton, Field, Flex, HStack, Image, Input, NativeSelect, Progress, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { imageSrcSet } from "@shop/common";
import { type DragEvent, useId, useRef, useState } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { type ProductFormValues, variantColors } from "./productForm";
import { RowActions } from "./RowActions";
import { uploadAsAdmin, UploadError } from "../../components/uploadImage";

interface PendingUpload {
  key: string;
  name: string;
  /** 0–1. */
  progress: number;
  error: string | null;
}

export interface ImagesFieldProps {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>["images"];
  disabled?: boolean;
}

/**
 * The product's pictures: drop or pick several files; each is uploaded at once (its own request,
 * progress bar and error), then joins the ordered list, where the first is the main image. Rows
 * are reordered by dragging or with "Move up"/"Move down", get alt text and the variant colour they
 * show (the product page shows the chosen colour's images), and can be removed.
 */
export function ImagesField({ control, register, errors, disabled = false }: ImagesFieldProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: "images" });
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  // The row being dragged: state for its look, a ref for the drag events, which can follow
  // dragstart before React has rendered it (a quick drag, a busy machine) and would see null.
  const [dragging, setDraggingState] = useState<number | null>(null);
  const draggingRef = useRef<number | null>(null);
  const setDragging = (index: number | null) => {
    draggingRef.current = index;
    setDraggingState(index);
  };
  const [dropActive, setDropActive] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [variants, images] = useWatch({ control, name: ["variants", "images"] });
  const colors = variantColors(variants);

  const update = (key: string, change: Partial<PendingUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const uploadFiles = (files: readonly File[]) => {
    for (const file of files) {
      const key = `${file.name}-${crypto.getRandomValues(new Uint32Array(1))[0]}`;
      setUploads((current) => [...current, { key, name: file.name, progress: 0, error: null }]);
      void (async () => {
        try {
          const image = await uploadAsAdmin(file, { onProgress: (progress) => update(key, { progress }) });
          append({ url: image.url, alt: "", color: "" }, { shouldFocus: false });
          setUploads((current) => current.filter((upload) => upload.key !== key));
        } catch (error) {
          update(key, { error: error instanceof UploadError ? error.message : "The upload failed." });
        }
      })();
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (draggingRef.current === null && event.dataTransfer.files.length) uploadFiles([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="4">
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dropActive ? "colorPalette.solid" : "border"}
        borderRadius="l2"
        p="6"
        textAlign="center"
        onDragOver={(event) => {
          if (draggingRef.current !== null) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDrop}
      >
        <Text mb="3">Drop JPEG, PNG, WebP or AVIF images here (up to 10 MB each), or</Text>
        <VisuallyHidden>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            disabled={disabled}
            aria-label="Add images"
            onChange={(event) => {
              uploadFiles([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </VisuallyHidden>
        <Button variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          Choose images
        </Button>
      </Box>

      {uploads.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Uploads">
          {uploads.map((upload) => (
            <Box as="li" key={upload.key}>
              <Progress.Root value={upload.error ? null : Math.round(upload.progress * 100)} size="sm">
                <HStack justify="space-between" gap="2">
                  <Progress.Label truncate>{upload.name}</Progress.Label>
                  {upload.error ? (
                    <CloseButton
                      size="2xs"
                      aria-label={`Dismiss ${upload.name}`}
                      onClick={() => setUploads((current) => current.filter((item) => item.key !== upload.key))}
                    />
                  ) : (
                    <Progress.ValueText />
                  )}
                </HStack>
                {!upload.error && (
                  <Progress.Track mt="1" aria-label={`Uploading ${upload.name}`}>
                    <Progress.Range />
                  </Progress.Track>
                )}
              </Progress.Root>
              {upload.error && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {upload.error}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}

      {fields.length > 0 && (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Images, the first is the main image">
          {fields.map((field, index) => {
            const srcSet = imageSrcSet(field.url);
            const rowErrors = errors?.[index];
            const color = images[index]?.color ?? "";
            // A colour no variant has any more (renamed or removed above) stays shown until changed; saving refuses it.
            const staleColor = color !== "" && !colors.includes(color);
            return (
              <Flex
                as="li"
                key={field.id}
                draggable={!disabled}
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = "move";
                }}
                onDragOver={(event) => {
                  const from = draggingRef.current;
                  if (from === null) return;
                  event.preventDefault();
                  if (from !== index) {
                    move(from, index);
                    setDragging(index);
                  }
                }}
                // Dropping a row ends the move; nothing else (the browser would open a dropped image).
                onDrop={(event) => event.preventDefault()}
                onDragEnd={() => setDragging(null)}
                opacity={dragging === index ? 0.5 : 1}
                gap="3"
                p="2"
                borderWidth="1px"
                borderRadius="l2"
                direction={{ base: "column", sm: "row" }}
                align={{ base: "stretch", sm: "center" }}
                data-testid="product-image"
              >
                <Image
                  src={field.url}
                  srcSet={srcSet ?? undefined}
                  sizes="96px"
                  alt=""
                  width="24"
                  height="24"
                  objectFit="cover"
                  borderRadius="l1"
                  flexShrink="0"
                  cursor={disabled ? undefined : "grab"}
                />
                <Stack flex="1" minW="0" gap="1">
                  <Text fontWeight="medium">{index === 0 ? "Main image" : `Image ${index + 1}`}</Text>
                  <Field.Root invalid={Boolean(rowErrors?.alt ?? rowErrors?.url)}>
                    <Field.Label fontSize="sm">Alt text for image {index + 1}</Field.Label>
                    <Input size="sm" maxLength={200} {...register(`images.${index}.alt`)} />
                    <Field.ErrorText>{rowErrors?.alt?.message ?? rowErrors?.url?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(rowErrors?.color)}>
                    <Field.Label fontSize="sm">Image {index + 1} shows colour</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field {...register(`images.${index}.color`)}>
                        <option value="">Any</option>
                        {colors.map((option) => (
                          <option key={option} value={option}>
                            {option}
                          </option>
                        ))}
                        {staleColor ? <option value={color}>{color} (no variant has it)</option> : null}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{rowErrors?.color?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
                <RowActions
                  rowName={`image ${index + 1}`}
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={remove}
                  disabled={disabled}
                  canMakeFirst
                />
              </Flex>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

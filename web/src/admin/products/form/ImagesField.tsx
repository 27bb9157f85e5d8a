import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Box, Button, CloseButton, Field, Flex, HStack, IconButton, Image, Input, NativeSelect, Progress, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES, imageFileProblem, imageSrcSet } from "@shop/common";
import { type DragEvent, useId, useRef, useState } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { StrokeIcon } from "../../../shared/icons/StrokeIcon";
import { type ImageRow, type ProductFormValues, variantColors } from "./productForm";
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

const MAX_MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * The product's pictures: drop or pick several files. A file of another type or over the size
 * limit is refused at once, before any upload; the others upload in parallel (each its own
 * request, progress bar and error) and join the ordered list in the order they were picked, not
 * the order they finish. The first is the main image. Rows are reordered by dragging their handle
 * (with a pointer, or by keyboard: Space, arrows, Space) or with "Move up"/"Move down", get alt text
 * and the variant colour they show (the product page shows the chosen colour's images), and can be removed.
 */
export function ImagesField({ control, register, errors, disabled = false }: ImagesFieldProps) {
  const { fields, append, move, remove } = useFieldArray({ control, name: "images" });
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [dropActive, setDropActive] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Each batch joins the list after the batch picked before it.
  const joined = useRef<Promise<void>>(Promise.resolve());
  const [variants, images] = useWatch({ control, name: ["variants", "images"] });
  const colors = variantColors(variants);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const update = (key: string, change: Partial<PendingUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const uploadFiles = (files: readonly File[]) => {
    const started = files.map(async (file): Promise<{ key: string; image: ImageRow } | null> => {
      const key = `${file.name}-${String(crypto.getRandomValues(new Uint32Array(1))[0])}`;
      const problem = imageFileProblem(file);
      setUploads((current) => [...current, { key, name: file.name, progress: 0, error: problem ?? null }]);
      if (problem) return null;
      try {
        const image = await uploadAsAdmin(file, { onProgress: (progress) => update(key, { progress }) });
        return { key, image: { url: image.url, alt: "", color: "" } };
      } catch (error) {
        update(key, { error: error instanceof UploadError ? error.message : "The upload failed." });
        return null;
      }
    });
    joined.current = joined.current.then(async () => {
      for (const upload of started) {
        const done = await upload;
        if (!done) continue;
        append(done.image, { shouldFocus: false });
        setUploads((current) => current.filter((item) => item.key !== done.key));
      }
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (event.dataTransfer.files.length) uploadFiles([...event.dataTransfer.files]);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const from = fields.findIndex((field) => field.id === active.id);
    const to = fields.findIndex((field) => field.id === over?.id);
    if (from !== -1 && to !== -1 && from !== to) move(from, to);
  };
  const position = (id: string | number) => fields.findIndex((field) => field.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up image ${String(position(active.id))}.`,
    onDragOver: ({ active, over }) => (over ? `Image ${String(position(active.id))} is over position ${String(position(over.id))}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `Image ${String(position(active.id))} moved to position ${String(position(over.id))}.` : `Image ${String(position(active.id))} dropped.`,
    onDragCancel: ({ active }) => `Moving image ${String(position(active.id))} was cancelled.`,
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
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDrop}
      >
        <Text mb="3">Drop JPEG, PNG, WebP or AVIF images here (up to {MAX_MB} MB each), or</Text>
        <VisuallyHidden>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: "To move an image, press Space or Enter, move it with the up and down arrows, then press Space or Enter again to drop it, or Escape to cancel.",
            },
          }}
        >
          <SortableContext items={fields.map((field) => field.id)} strategy={verticalListSortingStrategy}>
            <Stack as="ol" gap="3" listStyleType="none" aria-label="Images, the first is the main image">
              {fields.map((field, index) => {
                const color = images[index]?.color ?? "";
                return (
                  <SortableImage key={field.id} id={field.id} disabled={disabled}>
                    {(handle) => (
                      <>
                        {handle(index)}
                        <Image
                          src={field.url}
                          srcSet={imageSrcSet(field.url) ?? undefined}
                          sizes="96px"
                          alt=""
                          width="24"
                          height="24"
                          objectFit="cover"
                          borderRadius="l1"
                          flexShrink="0"
                        />
                        <ImageDetails index={index} register={register} errors={errors?.[index]} color={color} colors={colors} />
                        <RowActions
                          rowName={`image ${String(index + 1)}`}
                          index={index}
                          count={fields.length}
                          move={move}
                          remove={remove}
                          disabled={disabled}
                          canMakeFirst
                        />
                      </>
                    )}
                  </SortableImage>
                );
              })}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

/** One image row that can be dragged by its handle (which `children` places). */
function SortableImage({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: (handle: (index: number) => React.ReactNode) => React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled });
  const handle = (index: number) => (
    <IconButton
      ref={setActivatorNodeRef}
      variant="ghost"
      size="sm"
      cursor={disabled ? undefined : isDragging ? "grabbing" : "grab"}
      alignSelf={{ base: "flex-start", sm: "center" }}
      touchAction="none"
      aria-label={`Drag image ${String(index + 1)} to reorder`}
      disabled={disabled}
      {...attributes}
      {...listeners}
    >
      <StrokeIcon boxSize="1.1em" weight={2}>
        <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" strokeWidth={3} />
      </StrokeIcon>
    </IconButton>
  );
  return (
    <Flex
      as="li"
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      bg="bg"
      shadow={isDragging ? "md" : undefined}
      gap="3"
      p="2"
      borderWidth="1px"
      borderRadius="l2"
      direction={{ base: "column", sm: "row" }}
      align={{ base: "stretch", sm: "center" }}
      data-testid="product-image"
    >
      {children(handle)}
    </Flex>
  );
}

/** An image's alt text and the variant colour it shows. */
function ImageDetails({
  index,
  register,
  errors,
  color,
  colors,
}: {
  index: number;
  register: UseFormRegister<ProductFormValues>;
  errors: NonNullable<ImagesFieldProps["errors"]>[number];
  color: string;
  colors: readonly string[];
}) {
  // A colour no variant has any more (renamed or removed above) stays shown until changed; saving refuses it.
  const staleColor = color !== "" && !colors.includes(color);
  return (
    <Stack flex="1" minW="0" gap="1">
      <Text fontWeight="medium">{index === 0 ? "Main image" : `Image ${String(index + 1)}`}</Text>
      <Field.Root invalid={Boolean(errors?.alt ?? errors?.url)}>
        <Field.Label fontSize="sm">Alt text for image {index + 1}</Field.Label>
        <Input size="sm" maxLength={200} {...register(`images.${index}.alt`)} />
        <Field.ErrorText>{errors?.alt?.message ?? errors?.url?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors?.color)}>
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
        <Field.ErrorText>{errors?.color?.message}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

import { Button, HStack, Image, Input, Progress, Stack, VisuallyHidden } from "@chakra-ui/react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../shared/forms/FormField";
import { uploadAsAdmin } from "./uploadImage";
import { IMAGE_UPLOAD_TYPES } from "@shop/common";

export interface ImageUploadFieldProps {
  label: string;
  /** The image's URL: an upload's /uploads/… path, an http(s) URL, or "" for none. */
  value: string;
  onChange: (url: string) => void;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Tells the form an upload is under way (its save waits for it). */
  onUploadingChange?: (uploading: boolean) => void;
  /** The hidden file input's accessible name; "{label} file" unless given. */
  fileLabel?: string;
}

/**
 * One image of a form: its URL typed or pasted, or a file uploaded through the image pipeline
 * (`uploadAsAdmin`, with a progress bar), with a thumbnail and a remove button.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  onUploadingChange,
  fileLabel = `${label} file`,
}: ImageUploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const url = value.trim();

  const upload = (file: File) => {
    setProgress(0);
    onUploadingChange?.(true);
    uploadAsAdmin(file, { onProgress: setProgress })
      .then((image) => onChange(image.url))
      .catch((failure: unknown) => toast.error(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => {
        setProgress(null);
        onUploadingChange?.(false);
      });
  };

  return (
    <Stack gap="2">
      <FormField label={label} required={required} error={error} helperText={helperText ?? "Upload a picture, or paste an image URL."}>
        <Input value={value} onChange={(event) => onChange(event.currentTarget.value)} disabled={disabled} placeholder="https://… or /uploads/…" />
      </FormField>
      <HStack gap="3" align="center" wrap="wrap">
        {url ? <Image src={url} alt="" boxSize="16" objectFit="cover" rounded="l2" bg="bg.muted" /> : null}
        <VisuallyHidden>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(",")}
            aria-label={fileLabel}
            tabIndex={-1}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) upload(file);
            }}
          />
        </VisuallyHidden>
        <Button size="sm" variant="outline" disabled={disabled || progress !== null} onClick={() => fileInput.current?.click()}>
          Upload {label.toLowerCase()}
        </Button>
        {url ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange("")}>
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
        {progress !== null ? (
          <Progress.Root value={Math.round(progress * 100)} size="sm" flex="1" minW="32">
            {/* The track is the progressbar; without a name it would be read as just "40%". */}
            <Progress.Track aria-label={`Uploading the ${label.toLowerCase()}`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        ) : null}
      </HStack>
    </Stack>
  );
}

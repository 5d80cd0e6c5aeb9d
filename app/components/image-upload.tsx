// The one image uploader of the back office (SPEC §4 "Image upload": idle,
// uploading, has a value; §5 messages; §8 toasts). Drag-and-drop or a real,
// labelled file input; progress while the file travels.
import { Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form";
import { toast } from "sonner";
import { ImageDropArea, UploadProgress } from "~/components/image-drop-area";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import {
  checkImageFile,
  deleteUploadedImage,
  UPLOAD_FAILED_FALLBACK,
  uploadImage,
  type UploadedImage,
} from "~/lib/upload-image";
import { imageUrlAtWidth, uploadPathFromUrl } from "../../shared/domain/images";

type Props = {
  value: string | null;
  onChange: (next: UploadedImage | null) => void;
  /** An upload folder (shared/domain/images.ts), e.g. "team-photos" or `event-galleries/${eventId}`. */
  folder: string;
  label?: string;
  /** Told when an upload starts and ends, so a form can hold its submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * Replacing or removing an image deletes the old file at once when this
 * uploader put it there (it was never saved). An image that was already saved
 * is deleted by the server when the form is saved, so a cancelled dialog
 * never leaves a record pointing at a missing file (docs/decisions/005-image-uploads.md).
 */
export function ImageUpload({
  value,
  onChange,
  folder,
  label = "Image",
  onUploadingChange,
}: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadedHere = useRef(new Set<string>());
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  async function discard(url: string | null) {
    const path = uploadPathFromUrl(url);
    if (!path || !uploadedHere.current.has(path)) return;
    uploadedHere.current.delete(path);
    try {
      await deleteUploadedImage(path);
    } catch (error) {
      // SPEC §4: a failed delete of the old file is only warned about.
      console.warn("Could not delete the previous image", error);
    }
  }

  async function send(file: File) {
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const uploaded = await uploadImage(file, folder, setProgress);
      uploadedHere.current.add(uploaded.path);
      await discard(value);
      onChange(uploaded);
      toast.success("Success", { description: "Image uploaded successfully." });
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : UPLOAD_FAILED_FALLBACK;
      toast.error("Upload failed", { description: message });
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  async function remove() {
    await discard(value);
    onChange(null);
    toast.success("Success", { description: "Image removed successfully." });
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>{label}</Label>
      {value ? (
        <div className="relative overflow-hidden rounded-md border">
          <img
            src={imageUrlAtWidth(value, 960)}
            alt={`Current ${label.toLowerCase()}`}
            className="aspect-video w-full object-cover"
          />
          <Button
            type="button"
            variant="destructive-outline"
            size="sm"
            className="absolute right-2 top-2"
            onClick={() => void remove()}
            disabled={uploading}
          >
            <Trash2 aria-hidden="true" /> Remove image
          </Button>
        </div>
      ) : null}
      <ImageDropArea
        testId="image-dropzone"
        busy={uploading}
        // SPEC §5: a dropped set uses its first image.
        onImages={(images) => void send(images[0]!)}
      >
        <p>
          Drag and drop an image here, or{" "}
          <label htmlFor={inputId} className="cursor-pointer font-medium text-primary underline">
            {value ? "choose another" : "choose a file"}
          </label>
        </p>
        <p className="text-xs">PNG, JPG, WebP or GIF. Maximum 5MB per image.</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </ImageDropArea>
      {progress !== null ? <UploadProgress progress={progress} /> : null}
    </div>
  );
}

/** ImageUpload as a form field holding the image's URL, or null (team, fundraiser and event dialogs). */
export function ImageUploadField<T extends FieldValues, TOutput>({
  control,
  name,
  ...props
}: Omit<Props, "value" | "onChange"> & {
  control: Control<T, unknown, TOutput>;
  name: FieldPathByValue<T, string | null | undefined>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUpload
          {...props}
          value={field.value ?? null}
          onChange={(next) => field.onChange(next?.url ?? null)}
        />
      )}
    />
  );
}

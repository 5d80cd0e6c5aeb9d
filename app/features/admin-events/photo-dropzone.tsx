// The photo uploader of the gallery and Ticket Photos (SPEC "Ticket Types
// manager": drag-drop or select, 'Maximum 5MB per image'; §5 image checks).
// Several files at once; the server checks every file again (5 MB, real image).
import { ImagePlus } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { toast } from "sonner";
import { Progress } from "~/components/ui/progress";
import { cn } from "~/lib/cn";

type Props = {
  label: string;
  /** Percent while a batch uploads, else null. */
  progress: number | null;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
};

export function PhotoDropzone({ label, progress, disabled, onFiles }: Props) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const busy = disabled || progress !== null;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const images = Array.from(event.dataTransfer.files).filter((f) => f.type.startsWith("image/"));
    // SPEC §5: a dropped set without any image is an 'Invalid file'.
    if (images.length === 0) {
      toast.error("Invalid file", { description: "Please drop an image file." });
      return;
    }
    onFiles(images);
  }

  return (
    <div className="space-y-2">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-dropzone"
        className={cn(
          "flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm text-muted-foreground focus-within:ring-2 focus-within:ring-ring",
          dragging && "border-primary bg-secondary",
        )}
      >
        <ImagePlus aria-hidden="true" className="size-6" />
        <p>
          Drag and drop photos here, or{" "}
          <label htmlFor={inputId} className="cursor-pointer font-medium text-primary underline">
            choose files
          </label>
        </p>
        <p id={hintId} className="text-xs">
          Maximum 5MB per image
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-label={label}
          aria-describedby={hintId}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            if (inputRef.current) inputRef.current.value = "";
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
      {progress !== null ? (
        <div className="space-y-1" aria-live="polite">
          <Progress value={progress} aria-label="Upload progress" />
          <p className="text-xs text-muted-foreground">Uploading... {progress}%</p>
        </div>
      ) : null}
    </div>
  );
}

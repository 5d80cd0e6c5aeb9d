// The photo uploader of the gallery and Ticket Photos (SPEC "Ticket Types
// manager": drag-drop or select, 'Maximum 5MB per image'; §5 image checks).
// Several files at once; the server checks every file again (5 MB, real image).
import { useId, useRef } from "react";
import { ImageDropArea, UploadProgress } from "~/components/image-drop-area";

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
  const busy = disabled || progress !== null;

  return (
    <div className="space-y-2">
      <ImageDropArea testId="photo-dropzone" busy={busy} onImages={onFiles}>
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
      </ImageDropArea>
      {progress !== null ? <UploadProgress progress={progress} /> : null}
    </div>
  );
}

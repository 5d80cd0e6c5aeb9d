// What the image uploaders share (ImageUpload: one image; the gallery and
// Ticket Photos' PhotoDropzone: several): the drag-and-drop area and the
// progress of an upload. SPEC §5: a drop without any image is an 'Invalid file'.
import { ImagePlus } from "lucide-react";
import { useState, type DragEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { Progress } from "~/components/ui/progress";
import { cn } from "~/lib/cn";

/** Takes dropped files (the images among them) unless `busy`; its children say what to drop or choose. */
export function ImageDropArea({
  testId,
  busy,
  onImages,
  children,
}: {
  testId: string;
  busy: boolean;
  onImages: (images: File[]) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    const images = Array.from(event.dataTransfer.files).filter((f) => f.type.startsWith("image/"));
    if (images.length === 0) {
      toast.error("Invalid file", { description: "Please drop an image file." });
      return;
    }
    onImages(images);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
      className={cn(
        "flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-4 text-center text-sm text-muted-foreground focus-within:ring-2 focus-within:ring-ring",
        dragging && "border-primary bg-secondary",
      )}
    >
      <ImagePlus aria-hidden="true" className="size-6" />
      {children}
    </div>
  );
}

/** The progress of an upload under way, announced. */
export function UploadProgress({ progress }: { progress: number }) {
  return (
    <div className="space-y-1" aria-live="polite">
      <Progress value={progress} aria-label="Upload progress" />
      <p className="text-xs text-muted-foreground">Uploading... {progress}%</p>
    </div>
  );
}

// The photo list of the gallery and of Ticket Photos: upload several at once,
// a grid moved up / down, delete after a confirmation (SPEC "Admin events",
// "Ticket Types manager", §4 display_order rules, §8 photo toasts).
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useAdminMutation } from "~/components/admin/use-admin-mutation";
import { useDeleteConfirmation } from "~/components/admin/use-delete-confirmation";
import { Skeleton } from "~/components/ui/skeleton";
import { isActionError, type ActionError } from "~/lib/action-result";
import { deleteUploadedImage, UPLOAD_FAILED_FALLBACK, uploadImage } from "~/lib/upload-image";
import type { AdminPhoto } from "../../../server/modules/media/index.server";
import { IMAGE_MESSAGES, imageFileProblem } from "../../../shared/domain/images";
import { PhotoDropzone } from "./photo-dropzone";
import { PhotoGrid } from "./photo-grid";

type Props = {
  title: string;
  /** The resource route that lists (loader) and changes (action) these photos. */
  endpoint: string;
  /** Upload folder (shared/domain/images.ts). */
  folder: string;
  /** SPEC §4: gallery photos swap with the neighbour; ticket photos are rewritten to their new index. */
  reorder: "swap" | "rewrite";
};

/** SPEC §5 messages, checked before sending; the server refuses the same files. */
function photoProblem(file: File) {
  const problem = imageFileProblem(file);
  return problem ? IMAGE_MESSAGES[problem] : null;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : UPLOAD_FAILED_FALLBACK;

type PhotoList = { photos: AdminPhoto[] } | { error: string } | null;

const LOAD_FAILED = "The photos could not be loaded. Please close this and open it again.";

/**
 * The list, read with fetch() from the resource route and read again after
 * each change made here. Not a fetcher: React Router ends a fetcher's load
 * that began before a revalidation lands (any save on the page starts one)
 * with no data, which could leave a reopened list on its placeholder.
 */
function usePhotoList(endpoint: string) {
  const [list, setList] = useState<PhotoList>(null);
  // Only the latest read counts, and none after the list has closed.
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    let next: PhotoList;
    try {
      const response = await fetch(endpoint, { headers: { accept: "application/json" } });
      const body = (await response.json()) as { photos: AdminPhoto[] } | ActionError;
      next = isActionError(body) ? { error: body.error.message } : body;
    } catch {
      next = { error: LOAD_FAILED };
    }
    if (ticket === latest.current) setList(next);
  }, [endpoint]);
  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { list, reload };
}

export function PhotoManager({ title, endpoint, folder, reorder }: Props) {
  const { list, reload } = usePhotoList(endpoint);
  const loaded = list && "photos" in list ? list.photos : null;
  const failed = list && "error" in list ? list.error : null;

  const [items, setItems] = useState<AdminPhoto[] | null>(null);
  useEffect(() => setItems(loaded), [loaded]);
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAdminMutation<{ ok: true; ids: string[] }>();
  const move = useAdminMutation();
  const remove = useDeleteConfirmation<AdminPhoto>({
    action: endpoint,
    deleted: "Photo deleted successfully",
    onDeleted: () => void reload(),
    failed: (error) => toast.error(`Delete failed: ${error.message}`),
  });

  async function upload(files: File[]) {
    const paths: string[] = [];
    setProgress(0);
    for (const [index, file] of files.entries()) {
      const problem = photoProblem(file);
      if (problem) {
        toast.error(`Upload failed: ${problem}`);
        continue;
      }
      try {
        const stored = await uploadImage(file, folder, (p) =>
          setProgress(Math.round((index * 100 + p) / files.length)),
        );
        paths.push(stored.path);
      } catch (error) {
        toast.error(`Upload failed: ${messageOf(error)}`);
      }
    }
    setProgress(null);
    if (paths.length === 0) return;
    add.submit(
      { intent: "add", paths },
      {
        action: endpoint,
        onSuccess: () => {
          toast.success("Photos uploaded successfully");
          void reload();
        },
        onError: (error) => {
          toast.error(`Upload failed: ${error.message}`);
          // Never saved on a row: these files may go at once (decision 005).
          for (const path of paths) void deleteUploadedImage(path).catch(() => undefined);
        },
      },
    );
  }

  function onMove(index: number, direction: "up" | "down") {
    if (!items) return;
    const other = direction === "up" ? index - 1 : index + 1;
    const previous = items;
    const next = [...items];
    [next[index], next[other]] = [next[other]!, next[index]!];
    setItems(next);
    const body =
      reorder === "swap"
        ? { intent: "move", id: items[index]!.id, direction }
        : { intent: "reorder", ids: next.map((p) => p.id) };
    move.submit(body, {
      action: endpoint,
      onSuccess: () => void reload(),
      onError: (error) => {
        setItems(previous);
        toast.error(`Reorder failed: ${error.message}`);
      },
    });
  }

  const busy = progress !== null || add.busy || move.busy || remove.busy;
  return (
    <section className="space-y-3 rounded-md border p-4" aria-label={title}>
      <h3 className="font-medium">{title}</h3>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {failed}
        </p>
      ) : (
        <>
          <PhotoDropzone
            label={`Add ${title.toLowerCase()}`}
            progress={progress}
            disabled={add.busy}
            onFiles={(f) => void upload(f)}
          />
          {add.busy ? <p className="text-sm text-muted-foreground">Saving photos...</p> : null}
          {items === null ? (
            <div className="grid grid-cols-3 gap-3" aria-busy="true">
              <Skeleton className="aspect-[4/3] w-full" />
              <Skeleton className="aspect-[4/3] w-full" />
              <Skeleton className="aspect-[4/3] w-full" />
            </div>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No photos yet</p>
          ) : (
            <PhotoGrid
              label={title}
              photos={items}
              busy={busy}
              onMove={onMove}
              onDelete={remove.ask}
            />
          )}
        </>
      )}
      <ConfirmDeleteDialog
        {...remove.dialog}
        title="Delete Photo"
        description="Are you sure you want to delete this photo?"
      />
    </section>
  );
}

// The browser side of POST/DELETE /api/admin/uploads (SPEC §5 "Image upload").
// XMLHttpRequest rather than fetch: only it reports upload progress.
import { imageFileProblem } from "../../shared/domain/images";

export type UploadedImage = { url: string; path: string };

export const UPLOAD_FAILED_FALLBACK = "Failed to upload image. Please try again.";

export class UploadError extends Error {}

/** SPEC §5's client checks, before anything is sent: a title and description for the toast, or null. */
export function checkImageFile(file: File): { title: string; description: string } | null {
  const problem = imageFileProblem(file);
  if (problem === "notAnImage")
    return { title: "Invalid file type", description: "Please select an image file" };
  if (problem === "tooLarge")
    return { title: "File too large", description: "Image must be less than 5MB" };
  return null;
}

function errorMessage(responseText: string) {
  try {
    const body = JSON.parse(responseText) as { error?: { message?: unknown } };
    return typeof body.error?.message === "string" ? body.error.message : UPLOAD_FAILED_FALLBACK;
  } catch {
    return UPLOAD_FAILED_FALLBACK;
  }
}

export function uploadImage(
  file: File,
  folder: string,
  onProgress?: (percent: number) => void,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/admin/uploads");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new UploadError(UPLOAD_FAILED_FALLBACK));
        }
      } else {
        reject(new UploadError(errorMessage(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED_FALLBACK));
    const body = new FormData();
    body.set("file", file);
    body.set("folder", folder);
    xhr.send(body);
  });
}

export async function deleteUploadedImage(path: string) {
  const res = await fetch(`/api/admin/uploads?path=${encodeURIComponent(path)}`, {
    method: "DELETE",
  });
  if (!res.ok && res.status !== 404) throw new UploadError(errorMessage(await res.text()));
}

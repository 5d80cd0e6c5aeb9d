// Services whose file store cannot delete, for the tests of decision 005: a
// change is saved even when removing its old image fails, and the failure is
// logged.
import { vi } from "vitest";
import type { AppServices } from "../context";
import type { FileStore } from "../storage/file-store";

/** `services` with a file store whose every delete throws, and a spy on the warnings logged. */
export function withFailingDeletes<S extends Pick<AppServices, "files" | "log">>(services: S) {
  const warn = vi.fn();
  const files: FileStore = {
    put: (key, data, contentType) => services.files.put(key, data, contentType),
    get: (key) => services.files.get(key),
    url: (key) => services.files.url(key),
    delete: () => Promise.reject(new Error("storage is unavailable")),
  };
  return { services: { ...services, files, log: { ...services.log, warn } }, warn };
}

// Development only: one set of services for the life of the Vite server
// (kept on globalThis so module reloads do not reopen the database).
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { bootServices } from "./boot";
import type { AppServices } from "./context";
import { loadEnv } from "./env";

const globalStore = globalThis as typeof globalThis & {
  __homefrontServices?: Promise<AppServices>;
};

export async function devApp(build: () => Promise<ServerBuild>) {
  globalStore.__homefrontServices ??= bootServices({ ...loadEnv(), NODE_ENV: "development" });
  return createApp({ services: await globalStore.__homefrontServices, build });
}

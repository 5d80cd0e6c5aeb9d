// What every loader, action and API handler receives (DESIGN "Stack": the load context).
import type { Auth } from "./auth/auth";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { PaymentProvider } from "./payments/provider";
import type { FileStore } from "./storage/file-store";

export type AppServices = {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  log: Logger;
  /** Absolute directory that holds uploaded and generated images. */
  uploadsDir: string;
  /** Stripe when STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET are set, else the demo checkout (DESIGN "Payments"). */
  payments: PaymentProvider;
  /** The site secret (AUTH_SECRET or the generated one): signs links that act without a login. */
  secret: string;
  /** Where uploaded images are stored (DESIGN "Layout": storage/). */
  files: FileStore;
};

/** The Hono env of createApp() (server/app.ts) and of every sub-app it mounts (server/api/*). */
export type AppEnv = { Variables: { requestId: string; services: AppServices } };

export type SessionUser = { id: string; name: string; email: string; role: string };

export type RequestContext = {
  services: AppServices;
  user: SessionUser | null;
  requestId: string;
  /** The client's address as the socket saw it ("unknown" when not known); keys per-client limits. */
  clientIp: string;
  /**
   * The nonce of this response's Content-Security-Policy (docs/security.md §1); inline scripts carry it.
   * Absent on a page the page cache may share, whose policy lists its scripts' hashes instead.
   */
  cspNonce: string | undefined;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}

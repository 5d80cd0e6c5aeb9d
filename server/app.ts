// createApp(): the one Hono app that production (server/index.ts) and
// development (vite.config.ts) both serve. /api/* is Hono's; every other
// request goes to React Router with the load context (DESIGN "Verified shapes").
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { compress } from "./http/compress";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { readdirSync } from "node:fs";
import path from "node:path";
import { adminApi } from "./api/admin";
import { healthApi } from "./api/health";
import { paymentsApi } from "./api/payments";
import { getSessionUser } from "./auth/session";
import type { AppEnv, AppServices, RequestContext } from "./context";
import { AppError, notFound } from "./errors";
import { assertSafeKey } from "./storage/file-store";
import { errorFields } from "./logger";
import { authHandler } from "./auth/handler";
import { clientAddress, dropClientAddressHeader } from "./http/client-address";
import { isSameOrigin } from "./origin";
import { pageResponses } from "./http/page-responses";
import { createPageCache, type PageCache } from "./http/page-cache";
import { nextPublicChange } from "./modules/events/index.server";
import { UPLOADS_API_PATH, uploadErrors } from "./modules/media/index.server";
import { securityHeaders } from "./http/security-headers";
import { jsonOnly } from "./http/json-only";
import { refuseNul } from "./http/refuse-nul";

const MAX_BODY = 1024 * 1024;
// SPEC §5 "Image upload": 5 MB per image, plus room for the multipart form around it.
const MAX_UPLOAD_BODY = 6 * 1024 * 1024;
const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function errorResponse(c: Context, error: AppError) {
  return c.json(error.toBody(), error.status, error.headers);
}

/** The page cache of these services: emptied by their database's content changes (docs/decisions/011-page-cache.md). */
export function createAppPageCache(services: AppServices) {
  return createPageCache({
    enabled: services.env.PAGE_CACHE,
    onContentChange: services.database.onContentChange,
    nextTimeChange: (now) => nextPublicChange(services.db, now),
    onError: (error) =>
      services.log.error("page cache: next time change unknown", errorFields(error)),
  });
}

export function createApp(options: {
  services: AppServices;
  /** The React Router server build, or a getter (development reloads it). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built browser assets; omitted in development (Vite serves them). */
  clientDir?: string;
  /** The page cache, when the host also answers from it directly (server/index.ts); else one of its own. */
  pageCache?: PageCache;
}) {
  const { services } = options;
  const app = new Hono<AppEnv>();

  // docs/decisions/007-trust-proxy.md: the client's address is the server's to decide.
  app.use(dropClientAddressHeader());
  app.use(requestId());
  app.use(securityHeaders(services.env));
  app.use(async (c, next) => {
    const start = performance.now();
    c.set("services", services);
    await next();
    services.log.info("request", {
      requestId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  });
  app.use(async (c, next) => {
    if (!ALLOWED_METHODS.has(c.req.method)) {
      throw new AppError(
        405,
        "method_not_allowed",
        `The ${c.req.method} method is not allowed here.`,
      );
    }
    // DESIGN "Security": state-changing requests from another site are refused.
    if (UNSAFE_METHODS.has(c.req.method) && !isSameOrigin(c.req.raw, services.env)) {
      throw new AppError(
        403,
        "cross_origin",
        "This request came from another site and was refused.",
      );
    }
    await next();
  });
  app.use(
    except(
      // Reading whether a GET has a body makes @hono/node-server build a whole Request; none has one to limit.
      (c) => c.req.path === UPLOADS_API_PATH || c.req.method === "GET" || c.req.method === "HEAD",
      bodyLimit({
        maxSize: MAX_BODY,
        onError: () => {
          throw new AppError(413, "payload_too_large", "The request body is larger than 1 MB.");
        },
      }),
    ),
  );
  app.use(
    UPLOADS_API_PATH,
    bodyLimit({
      maxSize: MAX_UPLOAD_BODY,
      onError: () => {
        throw uploadErrors.tooLarge();
      },
    }),
  );
  app.use("/api/*", jsonOnly({ multipart: ["/api/admin/uploads"] }));
  app.use(refuseNul({ skipBodyOf: (p) => p === "/api/admin/uploads" }));
  // docs/decisions/011-page-cache.md: anonymous public pages from memory. The cache
  // compresses and tags what it answers itself, so the next two leave those alone.
  // Other pages are tagged and compressed whole by pageResponses; compress streams the rest.
  const pageCache = options.pageCache ?? createAppPageCache(services);
  app.use(pageCache.middleware);
  const cacheAnswers = (c: Context) => c.get("pageCacheRequest") === true;
  app.use(except(cacheAnswers, compress()));
  app.use(except(cacheAnswers, pageResponses()));

  app.route("/", healthApi);
  app.on(["GET", "POST"], "/api/auth/*", (c) => authHandler(services, c));
  app.route("/api/admin", adminApi);
  app.route("/api/webhooks", paymentsApi);
  app.all("/api/*", () => {
    throw new AppError(404, "not_found", "There is no such API route.");
  });

  // Stored images (uploads and demo content, every width made once by
  // server/modules/media/uploads.ts), from disk or object storage alike
  // (services.files): server-made names, so they never change.
  app.get("/uploads/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/uploads/".length));
      assertSafeKey(key);
    } catch {
      throw notFound("There is no such file.");
    }
    const file = await services.files.get(key);
    if (!file) throw notFound("There is no such file.");
    const headers = {
      "Content-Type": file.contentType,
      ...(file.size !== undefined ? { "Content-Length": String(file.size) } : {}),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    };
    // Hono answers HEAD by dropping the GET's body unread, which would leave
    // the open file (or the bucket's connection) behind: close it here.
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(file.body, 200, headers);
  });
  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir);
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The few files beside the assets (favicon, Open Graph image), known once at start,
    // so a page request does not look on disk first.
    const topFiles = new Set(
      readdirSync(options.clientDir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`),
    );
    const topFile = serveStatic({
      root,
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) => (topFiles.has(c.req.path) ? topFile(c, next) : next()));
  }

  const handleRequest = createRequestHandler(
    options.build as Parameters<typeof createRequestHandler>[0],
    services.env.NODE_ENV === "development" ? "development" : "production",
  );
  app.all("*", async (c) => {
    const context: RequestContext = {
      services,
      requestId: c.get("requestId"),
      user: await getSessionUser(services, c.req.raw.headers),
      clientIp: clientAddress(c, services.env.TRUST_PROXY),
      // A page the cache may keep is the same for every visitor: no nonce in it.
      cspNonce: c.get("pageCacheRequest") ? undefined : c.get("cspNonce"),
    };
    return handleRequest(c.req.raw, context);
  });

  app.onError((error, c) => {
    if (error instanceof AppError) return errorResponse(c, error);
    services.log.error("unhandled error", { requestId: c.get("requestId"), ...errorFields(error) });
    return c.json(
      {
        error: { code: "internal", message: "Something went wrong on our side. Please try again." },
      },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

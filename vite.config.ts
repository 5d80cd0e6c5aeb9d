import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";

/**
 * Development: hand every request Vite does not serve to the same createApp()
 * as production, so loaders get the same context (DESIGN "Verified shapes").
 * Placed before reactRouter() so its middleware runs first.
 */
function homefrontDevServer(): Plugin {
  return {
    name: "homefront-dev-server",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          try {
            const { getRequestListener } = await import("@hono/node-server");
            const { devApp } = (await server.ssrLoadModule("/server/dev.ts")) as typeof import("./server/dev");
            const app = await devApp(() =>
              server.ssrLoadModule("virtual:react-router/server-build") as never,
            );
            await getRequestListener(app.fetch)(req, res);
          } catch (error) {
            next(error);
          }
        });
      };
    },
  };
}

export default defineConfig({
  plugins: [homefrontDevServer(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: "127.0.0.1" },
});

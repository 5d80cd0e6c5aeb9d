import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";
import { FRAMEWORK_CHUNKS, uiChunk, type ModuleGraph } from "./scripts/client-chunks";

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
            const { devApp } = (await server.ssrLoadModule(
              "/server/dev.ts",
            )) as typeof import("./server/dev");
            const app = await devApp(
              () => server.ssrLoadModule("virtual:react-router/server-build") as never,
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

const lightness = new Map<string, boolean>();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [homefrontDevServer(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: 3000, host: "127.0.0.1" },
  // The browser build's chunks (scripts/client-chunks.ts, docs/decisions/012); the server build keeps the defaults.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                ...FRAMEWORK_CHUNKS.map(({ name, test }) => ({ name, test, priority: 20 })),
                {
                  name: (id: string, graph: ModuleGraph) => uiChunk(id, graph, lightness),
                  priority: 10,
                },
              ],
            },
          },
        },
      },
}));

import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** The root loader's data (signed-in user), available to every component. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

// What the app preloads when the browser is idle (SPEC §2, app/lib/idle-preload.ts):
// the registration schemas (and zod under them), the loading dialog, then the
// registration dialog, one step per task. Only our own modules are steps:
// `import("zod")` would make the bundle keep all of zod.
export const REGISTRATION_PRELOAD_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import("../../../../shared/schemas/registration"),
  () => import("./loading-dialog"),
  () => import("./registration-dialog"),
];

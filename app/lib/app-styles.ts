// docs/decisions/012: the public pages' stylesheet (app/public.css, generated from the code
// public pages render) is inlined into the server-rendered <head>, so a phone paints as soon
// as the HTML arrives instead of after a second round trip (and before the scripts have
// loaded). The back office links the full sheet on top (app/routes/admin/layout.tsx).
// The CSS text is only in the server build (import.meta.env.SSR is replaced at build time,
// so the browser bundle drops the import); the browser reads it back from the server's
// <style> so that hydration renders the same text and leaves the element alone.
/** The key React gives the inline stylesheet (`data-href`); rendered with a precedence, it goes first in <head>. */
export const APP_STYLES_HREF = "app-styles";

export const appStyles: string = import.meta.env.SSR
  ? Object.values(
      import.meta.glob<string>("../public.css", {
        query: "?inline",
        import: "default",
        eager: true,
      }),
    )[0]!
  : (document.querySelector(`style[data-href="${APP_STYLES_HREF}"]`)?.textContent ?? "");

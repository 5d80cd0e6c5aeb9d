// dist/server.js: the production entry. React and React Router choose their
// production or development build from NODE_ENV when they are first loaded, so
// this runs before anything imports them (the app itself is dist/homefront.js,
// loaded below). The built app is production only: run `npm run dev` to develop.
const mode = process.env.NODE_ENV;
if (mode !== undefined && mode !== "" && mode !== "production") {
  process.stderr.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: `NODE_ENV is "${mode}", but dist/server.js serves the production build; unset NODE_ENV or set it to production (npm run dev is for development)`,
    })}\n`,
  );
  process.exit(1);
}
process.env.NODE_ENV = "production";
await import(new URL("./homefront.js", import.meta.url).href);

// `npm run bench`: runs bench/main.ts through tsx, since the contention
// section calls the server's TypeScript services in-process.
import { register } from "tsx/esm/api";

register();
await import("./main.ts");

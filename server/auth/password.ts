// Password hashing at OWASP's recommended scrypt cost (N=2^17, r=8, p=1);
// Better Auth's default is lighter. Stored as scrypt$N$r$p$salt$hash (base64).
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from "node:crypto";
import { createGate } from "./hashing-gate";

const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;

/**
 * Every hash and verification in the process goes through this gate: two at
 * once (2 × 128 MiB, the cores left for serving pages), eight waiting, and a
 * 503 beyond (docs/security.md §5 "Sign-up and hashing"). Exported for tests.
 */
export const hashingGate = createGate({ concurrency: 2, queue: 8, retryAfterS: 5 });

function scrypt(password: string, salt: Buffer, options: { N: number; r: number; p: number }) {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return hashingGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password.normalize("NFKC"), salt, KEY_LENGTH, scryptOptions, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, n, rr, pp, salt, expected] = parts;
  const options = { N: Number(n), r: Number(rr), p: Number(pp) };
  if (!Number.isInteger(options.N) || options.N > 2 ** 20 || options.r > 32 || options.p > 4)
    return false;
  const key = await scrypt(password, Buffer.from(salt!, "base64"), options);
  const want = Buffer.from(expected!, "base64");
  return want.length === key.length && timingSafeEqual(want, key);
}

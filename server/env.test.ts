import { describe, expect, test } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  test("defaults give a runnable local site", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      DEMO_CONTENT: true,
    });
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(0);
  });

  test("PUBLIC_URL follows PORT and loses a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(
      parseEnv({ PUBLIC_URL: "https://homefront.org/", DEMO_PAYMENTS: "true" }).PUBLIC_URL,
    ).toBe("https://homefront.org");
  });

  test.each([
    [{ PORT: "eighty" }, "PORT must be a number"],
    [{ PORT: "70000" }, "PORT must be between 0 and 65535"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL must be a URL"],
    [
      { DATABASE_URL: "mysql://x@y/z" },
      "DATABASE_URL must start with postgres:// or postgresql://",
    ],
    [{ DEMO_CONTENT: "maybe" }, "DEMO_CONTENT must be true or false"],
    [
      { ADMIN_EMAIL: "nobody", ADMIN_PASSWORD: "password123" },
      "ADMIN_EMAIL must be an e-mail address",
    ],
    [{ ADMIN_EMAIL: "a@b.org" }, "ADMIN_PASSWORD is required when ADMIN_EMAIL is set"],
    [
      { ADMIN_EMAIL: "a@b.org", ADMIN_PASSWORD: "short" },
      "ADMIN_PASSWORD must be at least 8 characters",
    ],
    [
      { STRIPE_SECRET_KEY: "pk_test_123" },
      "STRIPE_SECRET_KEY must start with sk_test_, sk_live_ or rk_",
    ],
    [
      { STRIPE_SECRET_KEY: "sk_test_123" },
      "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set",
    ],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must start with smtp:// or smtps://"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY must be a number of proxies (0 for none)"],
    [{ TRUST_PROXY: "1.5" }, "TRUST_PROXY must be a whole number of proxies"],
    [{ TRUST_PROXY: "11" }, "TRUST_PROXY must be between 0 and 10"],
    [{ DEMO_PAYMENTS: "yes" }, "DEMO_PAYMENTS must be true or false"],
  ])("a bad variable is named in the error: %o", (vars, problem) => {
    try {
      parseEnv(vars);
      expect.unreachable("parseEnv should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toContain(problem);
    }
  });

  describe('demo payments on a real deployment (DESIGN "Runtime contract")', () => {
    const refusal =
      "DEMO_PAYMENTS must be true to run the demo payment provider on an https:// PUBLIC_URL (or set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments)";

    test("an https:// PUBLIC_URL without Stripe keys refuses to start, naming DEMO_PAYMENTS", () => {
      for (const vars of [{}, { DEMO_PAYMENTS: "false" }]) {
        expect(() => parseEnv({ PUBLIC_URL: "https://homefront.org", ...vars })).toThrow(refusal);
      }
    });

    test("DEMO_PAYMENTS=true or Stripe keys let an https:// site start", () => {
      expect(
        parseEnv({ PUBLIC_URL: "https://homefront.org", DEMO_PAYMENTS: "true" }).DEMO_PAYMENTS,
      ).toBe(true);
      const stripe = { STRIPE_SECRET_KEY: "sk_live_123", STRIPE_WEBHOOK_SECRET: "whsec_123" };
      expect(parseEnv({ PUBLIC_URL: "https://homefront.org", ...stripe }).DEMO_PAYMENTS).toBe(
        false,
      );
    });

    test("a local http:// site keeps the demo as its offline default", () => {
      expect(parseEnv({ PUBLIC_URL: "http://127.0.0.1:3000" }).DEMO_PAYMENTS).toBe(false);
    });
  });

  test("empty strings count as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});

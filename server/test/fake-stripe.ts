// A local fake of the few Stripe API routes the payments module calls, so the
// real `stripe` SDK can be exercised offline (its host/port/protocol options).
// Requests are recorded with their form-encoded parameters flattened
// ("line_items[0][price_data][unit_amount]" → "5000").
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
};

export type FakeStripe = {
  api: { host: string; port: number; protocol: "http" };
  requests: RecordedRequest[];
  /** Sessions created so far, by id, as the fake answers them. */
  sessions: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let counter = 0;

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const params = Object.fromEntries(
        new URLSearchParams(req.method === "GET" ? url.search : body),
      );
      requests.push({ method: req.method ?? "", path: url.pathname, params, headers: req.headers });
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": `req_${counter}`,
        });
        res.end(JSON.stringify(payload));
      };

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_fake${++counter}`;
        const session = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          mode: params.mode,
          amount_total: Number(params["line_items[0][price_data][unit_amount]"] ?? 0),
          customer_email: params.customer_email ?? null,
          customer_details: null,
          metadata: Object.fromEntries(
            Object.entries(params)
              .filter(([k]) => /^metadata\[[^\]]+\]$/.test(k))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
          subscription: null,
          expires_at: params.expires_at
            ? Number(params.expires_at)
            : Math.floor(Date.now() / 1000) + 86_400,
        };
        sessions.set(id, session);
        return reply(200, session);
      }
      const retrieve = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === "GET" && retrieve) {
        const session = sessions.get(retrieve[1]!);
        if (!session) {
          return reply(404, {
            error: {
              type: "invalid_request_error",
              code: "resource_missing",
              message: "No such checkout.session",
            },
          });
        }
        return reply(200, session);
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        // An account without a portal configuration (the provider then falls back to a setup Checkout).
        if (params.customer === "cus_no_portal") {
          return reply(400, {
            error: {
              type: "invalid_request_error",
              message:
                "No configuration provided and your test mode default configuration has not been created.",
            },
          });
        }
        return reply(200, {
          id: "bps_fake",
          object: "billing_portal.session",
          url: `https://billing.stripe.test/p/session/${params.customer}`,
        });
      }
      const cancel = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (req.method === "DELETE" && cancel) {
        return reply(200, { id: cancel[1], object: "subscription", status: "canceled" });
      }
      // docs/recurring-gifts.md: a subscription with one monthly item of $20, as the SDK reads it.
      if ((req.method === "GET" || req.method === "POST") && cancel) {
        return reply(200, {
          id: cancel[1],
          object: "subscription",
          status: "active",
          pause_collection: null,
          items: {
            object: "list",
            data: [
              {
                id: "si_fake",
                object: "subscription_item",
                quantity: 1,
                price: {
                  id: "price_fake",
                  object: "price",
                  currency: "usd",
                  unit_amount: 2000,
                  product: "prod_fake",
                  recurring: { interval: "month" },
                },
              },
            ],
          },
        });
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        if (params.payment_intent === "pi_already_refunded") {
          return reply(400, {
            error: {
              type: "invalid_request_error",
              code: "charge_already_refunded",
              message: "Charge has already been refunded.",
            },
          });
        }
        return reply(200, {
          id: `re_fake${++counter}`,
          object: "refund",
          amount: Number(params.amount),
          status: "pending",
          payment_intent: params.payment_intent,
          metadata: Object.fromEntries(
            Object.entries(params)
              .filter(([k]) => /^metadata\[[^\]]+\]$/.test(k))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
        });
      }
      reply(404, {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: "127.0.0.1", port, protocol: "http" },
    requests,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

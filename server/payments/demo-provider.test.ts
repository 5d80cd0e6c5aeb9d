import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoCheckoutSessions, paymentEvents } from "../db/schema";
import { createTestServices, type TestServices } from "../test/harness";
import { createDemoProvider, type DemoPaymentProvider } from "./demo-provider";
import { dispatchPaymentEvent } from "../modules/payment-events/index.server";
import { CHECKOUT_SESSION_ID, MIN_CHECKOUT_LIFETIME_MS } from "./provider";

let services: TestServices;
let demo: DemoPaymentProvider;

beforeAll(async () => {
  services = await createTestServices();
  demo = createDemoProvider({ db: services.db, publicUrl: services.env.PUBLIC_URL });
});
afterAll(() => services.cleanup());

const ticketCheckout = (holdExpiresAt: Date) =>
  demo.createCheckout({
    type: "tickets",
    registrationId: "7d1f3c1e-0000-4000-8000-00000000000a",
    lineItems: [{ name: "General Admission", unitAmountCents: 7500, quantity: 2 }],
    amountCents: 15000,
    holdExpiresAt,
    customerEmail: "guest@example.org",
    successUrl: `http://localhost:3000/events/success?session_id=${CHECKOUT_SESSION_ID}`,
    cancelUrl: "http://localhost:3000/events/cancel",
  });

describe("demo provider", () => {
  test("a ticket checkout is stored with registration metadata and lives at least as long as Stripe's minimum", async () => {
    const before = Date.now();
    const checkout = await ticketCheckout(new Date(before + 60_000));
    expect(checkout.expiresAt.getTime()).toBeGreaterThanOrEqual(before + MIN_CHECKOUT_LIFETIME_MS);
    const session = await demo.getSession(checkout.sessionId);
    expect(session).toMatchObject({
      mode: "payment",
      status: "open",
      amountCents: 15000,
      description: "2 × General Admission",
      metadata: { kind: "registration", registrationId: "7d1f3c1e-0000-4000-8000-00000000000a" },
    });
    expect(await demo.retrieveSession(checkout.sessionId)).toMatchObject({
      status: "open",
      paymentStatus: "unpaid",
    });
  });

  test("the checkout and its return addresses are same-origin paths, whatever address the visitor used", async () => {
    const checkout = await ticketCheckout(new Date(Date.now() + 40 * 60_000));
    expect(checkout.url).toBe(`/checkout/demo/${checkout.sessionId}`);
    expect(await demo.getSession(checkout.sessionId)).toMatchObject({
      successUrl: `/events/success?session_id=${CHECKOUT_SESSION_ID}`,
      cancelUrl: "/events/cancel",
    });
  });

  test("paying yields checkout.session.completed with the success URL filled in; the registration hook records it", async () => {
    const { sessionId } = await ticketCheckout(new Date(Date.now() + 40 * 60_000));
    const paid = await demo.pay(sessionId);
    expect(paid).toMatchObject({
      outcome: "paid",
      redirectTo: `/events/success?session_id=${sessionId}`,
      event: {
        id: `evt_demo_${sessionId}_completed`,
        type: "checkout.session.completed",
        kind: "registration",
        paymentStatus: "paid",
        sessionId,
      },
    });
    services.log = { ...services.log, warn: () => {} };
    expect(await dispatchPaymentEvent(services, paid!.event)).toBe("processed");
    const [recorded] = await services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, paid!.event.id));
    expect(recorded!.provider).toBe("demo");
    expect(await demo.retrieveSession(sessionId)).toMatchObject({
      status: "complete",
      paymentStatus: "paid",
    });
  });

  test("a session past its expiry cannot be paid: it expires instead", async () => {
    const { sessionId } = await ticketCheckout(new Date(Date.now() + 40 * 60_000));
    await services.db
      .update(demoCheckoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(demoCheckoutSessions.id, sessionId));
    expect((await demo.retrieveSession(sessionId))!.status).toBe("expired");
    const late = await demo.pay(sessionId);
    expect(late).toMatchObject({ outcome: "expired", redirectTo: "/events/cancel" });
    expect(late!.event.type).toBe("checkout.session.expired");
    expect((await demo.getSession(sessionId))!.status).toBe("expired");
  });

  test("cancelling a paid session changes nothing; unknown sessions and subscriptions are null", async () => {
    const { sessionId } = await ticketCheckout(new Date(Date.now() + 40 * 60_000));
    await demo.pay(sessionId);
    expect(await demo.cancel(sessionId)).toEqual({
      event: null,
      redirectTo: expect.stringContaining(sessionId),
    });
    expect(await demo.pay("cs_demo_unknown")).toBeNull();
    expect(await demo.cancel("cs_demo_unknown")).toBeNull();
    expect(await demo.cancelSubscription("sub_demo_unknown")).toBeNull();
    expect(
      await demo.updateSubscription("sub_demo_unknown", { amountCents: 100, interval: "month" }),
    ).toBeNull();
    expect(await demo.pauseSubscription("sub_demo_unknown")).toBeNull();
    expect(await demo.resumeSubscription("sub_demo_unknown")).toBeNull();
  });

  test("webhooks are not part of the demo provider", async () => {
    await expect(demo.parseWebhook(Buffer.from("{}"), new Headers())).rejects.toThrow(
      /demo payment provider/,
    );
  });
});

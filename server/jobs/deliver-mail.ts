// The outbox: delivered over SMTP_URL when set, else marked "Not sent" (server/mail/worker.ts).
import type { AppServices } from "../context";
import { organisationSender, type Job } from "../core/index.server";
import { outboxPass } from "../mail/worker";

export function deliverMailJob(services: AppServices): Job {
  return {
    label: "outbox worker",
    everyMs: 5_000,
    run: outboxPass(services, () => organisationSender(services)),
  };
}

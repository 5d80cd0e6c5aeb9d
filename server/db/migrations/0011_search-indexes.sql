CREATE INDEX "event_guests_name_trgm_idx" ON "event_guests" USING gin ("guest_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_name_trgm_idx" ON "event_registrations" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "registrations_email_trgm_idx" ON "event_registrations" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_name_trgm_idx" ON "donations" USING gin ("donor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_email_trgm_idx" ON "donations" USING gin ("donor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supporter_emails_email_trgm_idx" ON "supporter_emails" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supporters_name_trgm_idx" ON "supporters" USING gin ("name" gin_trgm_ops);
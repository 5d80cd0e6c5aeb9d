CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid,
	"donation_id" uuid,
	"amount_cents" bigint NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_one_target" CHECK (("refunds"."registration_id" is null) <> ("refunds"."donation_id" is null)),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "refunded_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_registration_idx" ON "refunds" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "refunds_donation_idx" ON "refunds" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "registrations_payment_intent_idx" ON "event_registrations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "donations_payment_intent_idx" ON "donations" USING btree ("payment_intent_id");
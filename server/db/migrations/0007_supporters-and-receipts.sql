CREATE TABLE "supporter_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"supporter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supporter_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_id" uuid NOT NULL,
	"into_id" uuid NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_by" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supporters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"notes" text,
	"merged_into_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"donation_id" uuid,
	"registration_id" uuid,
	"supporter_id" uuid,
	"donor_name" text NOT NULL,
	"donor_email" text,
	"amount_cents" bigint NOT NULL,
	"goods_value_cents" bigint DEFAULT 0 NOT NULL,
	"deductible_cents" bigint NOT NULL,
	"description" text,
	"received_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"replaces_id" uuid,
	CONSTRAINT "receipts_number_unique" UNIQUE("number"),
	CONSTRAINT "receipts_one_target" CHECK (("receipts"."donation_id" is null) <> ("receipts"."registration_id" is null)),
	CONSTRAINT "receipts_amounts" CHECK ("receipts"."amount_cents" >= 0 and "receipts"."goods_value_cents" >= 0 and "receipts"."deductible_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "event_guests" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD COLUMN "fair_market_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "cheque_number" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "interval" text;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supporter_emails" ADD CONSTRAINT "supporter_emails_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_merges" ADD CONSTRAINT "supporter_merges_from_id_supporters_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporter_merges" ADD CONSTRAINT "supporter_merges_into_id_supporters_id_fk" FOREIGN KEY ("into_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporters" ADD CONSTRAINT "supporters_merged_into_id_supporters_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."supporters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supporter_emails_supporter_idx" ON "supporter_emails" USING btree ("supporter_id");--> statement-breakpoint
CREATE INDEX "supporters_name_idx" ON "supporters" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "supporters_merged_idx" ON "supporters" USING btree ("merged_into_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_year_sequence_idx" ON "receipts" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_live_donation_idx" ON "receipts" USING btree ("donation_id") WHERE "receipts"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_live_registration_idx" ON "receipts" USING btree ("registration_id") WHERE "receipts"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "receipts_supporter_idx" ON "receipts" USING btree ("supporter_id","year");--> statement-breakpoint
CREATE INDEX "receipts_received_idx" ON "receipts" USING btree ("received_at");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_supporter_idx" ON "contact_messages" USING btree ("supporter_id");--> statement-breakpoint
CREATE INDEX "event_guests_supporter_idx" ON "event_guests" USING btree ("supporter_id");--> statement-breakpoint
CREATE INDEX "registrations_supporter_idx" ON "event_registrations" USING btree ("supporter_id");--> statement-breakpoint
CREATE INDEX "donations_supporter_idx" ON "donations" USING btree ("supporter_id");
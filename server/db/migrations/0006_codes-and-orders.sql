CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"discount_type" text DEFAULT 'percent' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"applies_to_ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"unlocks_ticket_type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_check" CHECK ("promo_codes"."discount_value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_idx" ON "promo_codes" USING btree ("event_id",lower("code"));--> statement-breakpoint
CREATE INDEX "registrations_order_idx" ON "event_registrations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "registrations_promo_code_idx" ON "event_registrations" USING btree ("promo_code_id");
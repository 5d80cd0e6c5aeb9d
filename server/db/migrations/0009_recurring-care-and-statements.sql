CREATE TABLE "statement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "statement_runs_counts" CHECK ("statement_runs"."total" >= 0 and "statement_runs"."sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "statement_sends" (
	"run_id" uuid NOT NULL,
	"supporter_id" uuid NOT NULL,
	"outbox_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_sends_run_id_supporter_id_pk" PRIMARY KEY("run_id","supporter_id")
);
--> statement-breakpoint
ALTER TABLE "demo_checkout_sessions" ADD COLUMN "subscription_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "price_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "next_charge_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_subscriptions" ADD COLUMN "failure_notified_invoice_id" text;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_sends" ADD CONSTRAINT "statement_sends_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_runs_running_year_idx" ON "statement_runs" USING btree ("year") WHERE "statement_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "statement_runs_year_idx" ON "statement_runs" USING btree ("year","created_at");
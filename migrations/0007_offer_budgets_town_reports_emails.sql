CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"retailer_id" uuid,
	"recipient" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "email_unsubscribe_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"retailer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_cap_counters" (
	"retailer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "offer_cap_counters_retailer_id_period_pk" PRIMARY KEY("retailer_id","period")
);
--> statement-breakpoint
CREATE TABLE "town_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"town" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "town_reports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "daily_cap" integer;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "monthly_cap" integer;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "weekly_summary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_unsubscribe_tokens" ADD CONSTRAINT "email_unsubscribe_tokens_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_cap_counters" ADD CONSTRAINT "offer_cap_counters_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "town_reports" ADD CONSTRAINT "town_reports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "town_reports_created_idx" ON "town_reports" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_daily_cap_positive" CHECK ("retailers"."daily_cap" is null or "retailers"."daily_cap" >= 1);--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_monthly_cap_positive" CHECK ("retailers"."monthly_cap" is null or "retailers"."monthly_cap" >= 1);
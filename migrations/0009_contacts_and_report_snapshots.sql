CREATE TABLE "contact_email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"retailer_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "town_report_snapshots" (
	"town_key" text NOT NULL,
	"as_of" date NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "town_report_snapshots_town_key_as_of_pk" PRIMARY KEY("town_key","as_of")
);
--> statement-breakpoint
ALTER TABLE "retailers" ADD COLUMN "confirmed_email" text;--> statement-breakpoint
ALTER TABLE "contact_email_confirmations" ADD CONSTRAINT "contact_email_confirmations_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_email_confirmations_retailer_idx" ON "contact_email_confirmations" USING btree ("retailer_id");
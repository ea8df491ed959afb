CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "ticket_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"verification_id" uuid,
	"review_day" date NOT NULL,
	"note" text,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_reviews_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
DROP INDEX "parking_tickets_number_idx";--> statement-breakpoint
ALTER TABLE "parking_tickets" ADD COLUMN "image_phash" text;--> statement-breakpoint
ALTER TABLE "ticket_reviews" ADD CONSTRAINT "ticket_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reviews" ADD CONSTRAINT "ticket_reviews_ticket_id_parking_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."parking_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reviews" ADD CONSTRAINT "ticket_reviews_verification_id_ticket_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."ticket_verifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reviews" ADD CONSTRAINT "ticket_reviews_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_reviews_one_per_day" ON "ticket_reviews" USING btree ("user_id","review_day");--> statement-breakpoint
CREATE INDEX "ticket_reviews_status_created_idx" ON "ticket_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_tickets_verified_image_unique" ON "parking_tickets" USING btree ("image_sha256") WHERE "parking_tickets"."is_verified" and "parking_tickets"."image_sha256" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "parking_tickets_verified_number_unique" ON "parking_tickets" USING btree ("ticket_number","detected_date") WHERE "parking_tickets"."is_verified" and "parking_tickets"."ticket_number" is not null;
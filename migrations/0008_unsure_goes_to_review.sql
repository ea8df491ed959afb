CREATE TYPE "public"."review_source" AS ENUM('driver', 'reader');--> statement-breakpoint
ALTER TABLE "ticket_reviews" ADD COLUMN "source" "review_source" DEFAULT 'driver' NOT NULL;
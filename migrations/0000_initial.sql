CREATE TYPE "public"."object_purpose" AS ENUM('ticket', 'logo');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trial', 'active', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('customer', 'retailer', 'admin');--> statement-breakpoint
CREATE TYPE "public"."verification_outcome" AS ENUM('verified', 'requires_manual_location', 'not_parking_ticket', 'wrong_date', 'too_short', 'unreadable', 'duplicate');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" uuid,
	"image_url" text,
	"image_sha256" text,
	"ticket_number" text,
	"upload_day" date NOT NULL,
	"detected_date" date,
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"city" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"redemptions_used" integer DEFAULT 0 NOT NULL,
	"image_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_tickets_redemptions_used_range" CHECK ("parking_tickets"."redemptions_used" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"reason" text DEFAULT 'request' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parking_ticket_id" uuid NOT NULL,
	"retailer_id" uuid NOT NULL,
	"discount_amount" numeric(10, 2) NOT NULL,
	"minimum_spend" numeric(10, 2) NOT NULL,
	"confirmation_code" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redemptions_confirmation_code_unique" UNIQUE("confirmation_code")
);
--> statement-breakpoint
CREATE TABLE "retailer_codes" (
	"retailer_id" uuid NOT NULL,
	"month" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_codes_retailer_id_month_pk" PRIMARY KEY("retailer_id","month"),
	CONSTRAINT "retailer_codes_four_digits" CHECK ("retailer_codes"."code" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "retailers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"category" text NOT NULL,
	"logo_url" text,
	"latitude" double precision,
	"longitude" double precision,
	"city" text,
	"discount_amount" numeric(10, 2) NOT NULL,
	"minimum_spend" numeric(10, 2) DEFAULT '0' NOT NULL,
	"monthly_fee" numeric(10, 2) DEFAULT '15.00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"subscription_status" "subscription_status" DEFAULT 'trial' NOT NULL,
	"trial_end_date" timestamp with time zone,
	"subscription_start_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "retailers_discount_range" CHECK ("retailers"."discount_amount" >= 0 and "retailers"."discount_amount" <= 100),
	CONSTRAINT "retailers_minimum_spend_range" CHECK ("retailers"."minimum_spend" >= 0 and "retailers"."minimum_spend" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ticket_id" uuid,
	"attempt_day" date NOT NULL,
	"image_url" text,
	"outcome" "verification_outcome" NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ocr_confidence" real,
	"raw_text" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"purpose" "object_purpose" NOT NULL,
	"upload_token_hash" text,
	"upload_expires_at" timestamp with time zone NOT NULL,
	"content_type" text,
	"size_bytes" integer,
	"sha256" text,
	"stored_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"full_name" text,
	"password_hash" text,
	"user_type" "user_type" DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_contact_present" CHECK ("users"."email" is not null or "users"."phone" is not null),
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_tickets" ADD CONSTRAINT "parking_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_tickets" ADD CONSTRAINT "parking_tickets_object_id_uploaded_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."uploaded_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_parking_ticket_id_parking_tickets_id_fk" FOREIGN KEY ("parking_ticket_id") REFERENCES "public"."parking_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_codes" ADD CONSTRAINT "retailer_codes_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailers" ADD CONSTRAINT "retailers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_verifications" ADD CONSTRAINT "ticket_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_verifications" ADD CONSTRAINT "ticket_verifications_ticket_id_parking_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."parking_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_objects" ADD CONSTRAINT "uploaded_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_tickets_one_verified_per_day" ON "parking_tickets" USING btree ("user_id","upload_day") WHERE "parking_tickets"."is_verified";--> statement-breakpoint
CREATE INDEX "parking_tickets_user_created_idx" ON "parking_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "parking_tickets_image_sha_idx" ON "parking_tickets" USING btree ("image_sha256");--> statement-breakpoint
CREATE INDEX "parking_tickets_number_idx" ON "parking_tickets" USING btree ("ticket_number","detected_date");--> statement-breakpoint
CREATE INDEX "parking_tickets_verified_at_idx" ON "parking_tickets" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_one_per_ticket_retailer" ON "redemptions" USING btree ("parking_ticket_id","retailer_id");--> statement-breakpoint
CREATE INDEX "redemptions_user_redeemed_idx" ON "redemptions" USING btree ("user_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "redemptions_retailer_redeemed_idx" ON "redemptions" USING btree ("retailer_id","redeemed_at");--> statement-breakpoint
CREATE INDEX "redemptions_redeemed_at_idx" ON "redemptions" USING btree ("redeemed_at");--> statement-breakpoint
CREATE INDEX "retailers_lat_lon_idx" ON "retailers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "retailers_city_idx" ON "retailers" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "retailers_business_name_idx" ON "retailers" USING btree ("business_name");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_verifications_user_day_idx" ON "ticket_verifications" USING btree ("user_id","attempt_day");--> statement-breakpoint
CREATE INDEX "ticket_verifications_ticket_idx" ON "ticket_verifications" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "uploaded_objects_owner_idx" ON "uploaded_objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "uploaded_objects_stored_idx" ON "uploaded_objects" USING btree ("stored_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
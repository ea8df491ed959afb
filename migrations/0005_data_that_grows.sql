CREATE TABLE "driver_activity" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_daily_redemptions" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"redemptions" bigint NOT NULL,
	"discount_total" numeric(16, 2) NOT NULL,
	CONSTRAINT "platform_daily_redemptions_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
CREATE TABLE "retailer_daily_redemptions" (
	"retailer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"redemptions" integer NOT NULL,
	"discount_total" numeric(14, 2) NOT NULL,
	"minimum_spend_total" numeric(14, 2) NOT NULL,
	CONSTRAINT "retailer_daily_redemptions_retailer_id_day_pk" PRIMARY KEY("retailer_id","day")
);
--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_confirmation_code_unique";--> statement-breakpoint
DROP INDEX "redemptions_retailer_redeemed_idx";--> statement-breakpoint
DROP INDEX "redemptions_redeemed_at_idx";--> statement-breakpoint
DROP INDEX "uploaded_objects_stored_idx";--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "redeemed_day" date GENERATED ALWAYS AS (((redeemed_at at time zone 'Europe/London')::date)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_activity" ADD CONSTRAINT "driver_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_daily_redemptions" ADD CONSTRAINT "retailer_daily_redemptions_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_activity_last_verified_idx" ON "driver_activity" USING btree ("last_verified_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "parking_tickets_user_day_idx" ON "parking_tickets" USING btree ("user_id","upload_day","is_verified","created_at");--> statement-breakpoint
CREATE INDEX "parking_tickets_user_unexpired_idx" ON "parking_tickets" USING btree ("user_id","expires_at") WHERE "parking_tickets"."is_verified";--> statement-breakpoint
CREATE INDEX "parking_tickets_object_idx" ON "parking_tickets" USING btree ("object_id") WHERE "parking_tickets"."object_id" is not null;--> statement-breakpoint
CREATE INDEX "parking_tickets_image_url_idx" ON "parking_tickets" USING btree ("image_url") WHERE "parking_tickets"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expires_idx" ON "password_reset_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_used_idx" ON "password_reset_tokens" USING btree ("used_at") WHERE "password_reset_tokens"."used_at" is not null;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redemptions_day_code_unique" ON "redemptions" USING btree ("redeemed_day","confirmation_code");--> statement-breakpoint
CREATE INDEX "redemptions_retailer_redeemed_id_idx" ON "redemptions" USING btree ("retailer_id","redeemed_at","id");--> statement-breakpoint
CREATE INDEX "retailers_trial_end_idx" ON "retailers" USING btree ("trial_end_date") WHERE "retailers"."subscription_status" = 'trial';--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "ticket_reviews_verification_idx" ON "ticket_reviews" USING btree ("verification_id");--> statement-breakpoint
CREATE INDEX "ticket_reviews_decided_by_idx" ON "ticket_reviews" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "ticket_verifications_image_url_idx" ON "ticket_verifications" USING btree ("image_url") WHERE "ticket_verifications"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "uploaded_objects_ticket_sweep_idx" ON "uploaded_objects" USING btree ("stored_at") WHERE "uploaded_objects"."purpose" = 'ticket' and "uploaded_objects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "uploaded_objects_abandoned_idx" ON "uploaded_objects" USING btree ("upload_expires_at") WHERE "uploaded_objects"."stored_at" is null and "uploaded_objects"."deleted_at" is null;--> statement-breakpoint
-- Rollups (docs/decisions/027), written by hand: drizzle-kit knows nothing of functions and triggers.
-- Statement triggers with transition tables, so a bulk insert or a cascade touches each rollup row
-- once, in the same transaction as the redemptions it counts. Rows are locked in key order.
CREATE FUNCTION "redemption_rollups"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE retailer_daily_redemptions r
    SET redemptions = r.redemptions - g.n,
        discount_total = r.discount_total - g.discount,
        minimum_spend_total = r.minimum_spend_total - g.spend
    FROM (
      SELECT retailer_id, redeemed_day, count(*) AS n, sum(discount_amount) AS discount, sum(minimum_spend) AS spend
      FROM removed GROUP BY retailer_id, redeemed_day
    ) g
    WHERE r.retailer_id = g.retailer_id AND r.day = g.redeemed_day;
    DELETE FROM retailer_daily_redemptions r USING removed g
    WHERE r.retailer_id = g.retailer_id AND r.day = g.redeemed_day AND r.redemptions = 0;
    UPDATE platform_daily_redemptions p
    SET redemptions = p.redemptions - g.n, discount_total = p.discount_total - g.discount
    FROM (
      SELECT redeemed_day, (hashtext(retailer_id::text) & 15)::smallint AS shard, count(*) AS n, sum(discount_amount) AS discount
      FROM removed GROUP BY 1, 2
    ) g
    WHERE p.day = g.redeemed_day AND p.shard = g.shard;
    DELETE FROM platform_daily_redemptions p USING removed g
    WHERE p.day = g.redeemed_day AND p.shard = (hashtext(g.retailer_id::text) & 15)::smallint AND p.redemptions = 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO retailer_daily_redemptions AS r (retailer_id, day, redemptions, discount_total, minimum_spend_total)
    SELECT retailer_id, redeemed_day, count(*), sum(discount_amount), sum(minimum_spend)
    FROM added GROUP BY retailer_id, redeemed_day ORDER BY retailer_id, redeemed_day
    ON CONFLICT (retailer_id, day) DO UPDATE
    SET redemptions = r.redemptions + excluded.redemptions,
        discount_total = r.discount_total + excluded.discount_total,
        minimum_spend_total = r.minimum_spend_total + excluded.minimum_spend_total;
    INSERT INTO platform_daily_redemptions AS p (day, shard, redemptions, discount_total)
    SELECT redeemed_day, (hashtext(retailer_id::text) & 15)::smallint, count(*), sum(discount_amount)
    FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, shard) DO UPDATE
    SET redemptions = p.redemptions + excluded.redemptions, discount_total = p.discount_total + excluded.discount_total;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "redemptions_rollup_insert" AFTER INSERT ON "redemptions" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "redemption_rollups"();--> statement-breakpoint
CREATE TRIGGER "redemptions_rollup_delete" AFTER DELETE ON "redemptions" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "redemption_rollups"();--> statement-breakpoint
CREATE TRIGGER "redemptions_rollup_update" AFTER UPDATE ON "redemptions" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "redemption_rollups"();--> statement-breakpoint
-- A driver's latest verified ticket, read again from parking_tickets when one is deleted or unverified.
CREATE FUNCTION "driver_activity_recompute"(uid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE driver_activity SET last_verified_at = latest.at
  FROM (SELECT max(verified_at) AS at FROM parking_tickets WHERE user_id = uid AND is_verified) latest
  WHERE user_id = uid AND latest.at IS NOT NULL;
  DELETE FROM driver_activity
  WHERE user_id = uid AND NOT EXISTS (
    SELECT 1 FROM parking_tickets WHERE user_id = uid AND is_verified AND verified_at IS NOT NULL
  );
$$;--> statement-breakpoint
CREATE FUNCTION "driver_activity_statement"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE uid uuid;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO driver_activity AS a (user_id, last_verified_at)
    SELECT user_id, max(verified_at) FROM added
    WHERE is_verified AND verified_at IS NOT NULL GROUP BY user_id ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET last_verified_at = greatest(a.last_verified_at, excluded.last_verified_at);
  ELSE
    FOR uid IN SELECT DISTINCT user_id FROM removed WHERE is_verified ORDER BY user_id LOOP
      PERFORM driver_activity_recompute(uid);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "driver_activity_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_verified AND NEW.verified_at IS NOT NULL THEN
    INSERT INTO driver_activity AS a (user_id, last_verified_at) VALUES (NEW.user_id, NEW.verified_at)
    ON CONFLICT (user_id) DO UPDATE SET last_verified_at = greatest(a.last_verified_at, excluded.last_verified_at);
  END IF;
  IF OLD.is_verified AND OLD.verified_at IS NOT NULL AND (
    NOT NEW.is_verified OR NEW.verified_at IS NULL OR NEW.verified_at < OLD.verified_at OR NEW.user_id <> OLD.user_id
  ) THEN
    PERFORM driver_activity_recompute(OLD.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parking_tickets_activity_insert" AFTER INSERT ON "parking_tickets" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "driver_activity_statement"();--> statement-breakpoint
CREATE TRIGGER "parking_tickets_activity_delete" AFTER DELETE ON "parking_tickets" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "driver_activity_statement"();--> statement-breakpoint
-- Per row, and only when verification changes: a redemption's redemptions_used update costs nothing here.
CREATE TRIGGER "parking_tickets_activity_update" AFTER UPDATE ON "parking_tickets" FOR EACH ROW
WHEN (OLD.is_verified IS DISTINCT FROM NEW.is_verified OR OLD.verified_at IS DISTINCT FROM NEW.verified_at OR OLD.user_id IS DISTINCT FROM NEW.user_id)
EXECUTE FUNCTION "driver_activity_row"();--> statement-breakpoint
-- Backfill, after the triggers: writers wait for this transaction from the first ALTER or CREATE TRIGGER on.
INSERT INTO "retailer_daily_redemptions" (retailer_id, day, redemptions, discount_total, minimum_spend_total)
SELECT retailer_id, redeemed_day, count(*), sum(discount_amount), sum(minimum_spend) FROM redemptions GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "platform_daily_redemptions" (day, shard, redemptions, discount_total)
SELECT redeemed_day, (hashtext(retailer_id::text) & 15)::smallint, count(*), sum(discount_amount) FROM redemptions GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "driver_activity" (user_id, last_verified_at)
SELECT user_id, max(verified_at) FROM parking_tickets WHERE is_verified AND verified_at IS NOT NULL GROUP BY user_id;

CREATE SEQUENCE "public"."retailers_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Written by hand (drizzle-kit knows nothing of triggers): every statement that changes retailers moves
-- the sequence on, so offer lists cached by any server stop being used (docs/decisions/031).
CREATE FUNCTION "retailers_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('retailers_version');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "retailers_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "retailers" FOR EACH STATEMENT EXECUTE FUNCTION "retailers_version_bump"();

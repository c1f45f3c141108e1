CREATE TABLE "internal_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rejection_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "satisfaction_ratings" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"gestor_id" uuid,
	"tramite_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satisfaction_ratings_stars_check" CHECK ("satisfaction_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "reminders_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "sla_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "satisfaction_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_request_id_tramite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tramite_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_notes" ADD CONSTRAINT "internal_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reminders" ADD CONSTRAINT "request_reminders_request_id_tramite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tramite_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_reminders" ADD CONSTRAINT "request_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_ratings" ADD CONSTRAINT "satisfaction_ratings_request_id_tramite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tramite_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_ratings" ADD CONSTRAINT "satisfaction_ratings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_ratings" ADD CONSTRAINT "satisfaction_ratings_gestor_id_users_id_fk" FOREIGN KEY ("gestor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_ratings" ADD CONSTRAINT "satisfaction_ratings_tramite_id_tramites_id_fk" FOREIGN KEY ("tramite_id") REFERENCES "public"."tramites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_notes_request_idx" ON "internal_notes" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "quick_replies_owner_idx" ON "quick_replies" USING btree ("owner_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "rejection_reasons_label_idx" ON "rejection_reasons" USING btree (lower("label"));--> statement-breakpoint
CREATE UNIQUE INDEX "request_reminders_dedupe_idx" ON "request_reminders" USING btree ("request_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "request_reminders_request_idx" ON "request_reminders" USING btree ("request_id","sent_at");--> statement-breakpoint
CREATE INDEX "satisfaction_ratings_gestor_idx" ON "satisfaction_ratings" USING btree ("gestor_id","created_at");--> statement-breakpoint
CREATE INDEX "satisfaction_ratings_tramite_idx" ON "satisfaction_ratings" USING btree ("tramite_id","created_at");--> statement-breakpoint
-- The preset rejection reasons of issue 27; admins edit them from here on.
INSERT INTO "rejection_reasons" ("label", "position") VALUES
  ('Ilegible', 1),
  ('Vencido', 2),
  ('No corresponde al trámite', 3),
  ('Falta una página', 4),
  ('El nombre no coincide con el de la solicitud', 5);

CREATE TABLE "arco_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"due_date" date NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_access_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"granted" boolean NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "purge_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arco_requests" ADD CONSTRAINT "arco_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_events" ADD CONSTRAINT "document_access_events_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_events" ADD CONSTRAINT "document_access_events_request_id_tramite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tramite_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_events" ADD CONSTRAINT "document_access_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arco_requests_status_due_idx" ON "arco_requests" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "arco_requests_user_idx" ON "arco_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_access_events_request_idx" ON "document_access_events" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "document_access_events_actor_idx" ON "document_access_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "document_access_events_created_idx" ON "document_access_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_consents_user_kind_idx" ON "privacy_consents" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "tramite_requests_closed_idx" ON "tramite_requests" USING btree ("closed_at") WHERE "tramite_requests"."closed_at" is not null;--> statement-breakpoint
-- Requests already closed start their retention period from when they closed (or last changed).
UPDATE "tramite_requests" SET "closed_at" = coalesce("completed_at", "updated_at") WHERE "status" IN ('completado', 'cancelado') AND "closed_at" IS NULL;

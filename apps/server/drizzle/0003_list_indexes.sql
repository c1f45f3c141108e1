CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "tramite_requests_client_created_idx";--> statement-breakpoint
DROP INDEX "tramite_requests_gestor_created_idx";--> statement-breakpoint
DROP INDEX "tramite_requests_status_created_idx";--> statement-breakpoint
DROP INDEX "tramite_requests_created_idx";--> statement-breakpoint
DROP INDEX "tramite_requests_due_idx";--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "tramite_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "tramite_requests" r SET "tramite_name" = t."name" FROM "tramites" t WHERE t."id" = r."tramite_id";--> statement-breakpoint
CREATE INDEX "tramite_requests_tramite_name_idx" ON "tramite_requests" USING btree ("tramite_name","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tramite_requests_search_trgm_idx" ON "tramite_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tramite_requests_client_created_idx" ON "tramite_requests" USING btree ("client_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tramite_requests_gestor_created_idx" ON "tramite_requests" USING btree ("assigned_gestor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tramite_requests_status_created_idx" ON "tramite_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tramite_requests_created_idx" ON "tramite_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tramite_requests_due_idx" ON "tramite_requests" USING btree ("due_date" asc nulls last,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
CREATE SEQUENCE "public"."live_events_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_read_states" (
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"last_read_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_read_states_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint,
	"type" text NOT NULL,
	"request_id" uuid,
	"user_id" uuid,
	"client_id" uuid,
	"gestor_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"user_id" uuid NOT NULL,
	"instance_id" text NOT NULL,
	"streams" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_user_id_instance_id_pk" PRIMARY KEY("user_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_status" text DEFAULT 'skipped' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_next_attempt_at" timestamp with time zone,
	"email_claimed_at" timestamp with time zone,
	"email_sent_at" timestamp with time zone,
	"email_error" text
);
--> statement-breakpoint
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_states" ADD CONSTRAINT "chat_read_states_request_id_tramite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tramite_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_tramite_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tramite_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_seq_unique" ON "live_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_presence_instance_idx" ON "live_presence" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","request_id","kind") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("email_next_attempt_at") WHERE "notifications"."email_status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "tramite_requests_client_open_idx" ON "tramite_requests" USING btree ("client_id") WHERE "tramite_requests"."status" not in ('completado', 'cancelado');--> statement-breakpoint
CREATE INDEX "tramite_requests_gestor_open_idx" ON "tramite_requests" USING btree ("assigned_gestor_id") WHERE "tramite_requests"."status" not in ('completado', 'cancelado');
--> statement-breakpoint
-- Live events get their position (seq, the SSE id) when their transaction commits, not when they are
-- inserted: a deferred trigger takes a transaction-level advisory lock, draws the number and queues the
-- NOTIFY, and the lock is held until the commit is visible. So positions follow commit order, a reader
-- who sees N can see everything below N, and a rolled-back change never numbers or announces an event.
-- Written by hand (drizzle-kit does not model triggers); the key and channel are in live.repository.ts.
CREATE FUNCTION "live_events_number_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	position bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(730113);
	position := nextval('live_events_seq');
	UPDATE "live_events" SET "seq" = position WHERE "id" = NEW."id";
	PERFORM pg_notify('tmx_live', position::text);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "live_events_number_at_commit" AFTER INSERT ON "live_events"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "live_events_number_at_commit"();

CREATE TABLE "form_template_versions" (
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "form_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tramite_type_id" integer,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"is_auto_generated" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tramite_form_templates" (
	"tramite_id" integer PRIMARY KEY NOT NULL,
	"form_template_id" uuid NOT NULL,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "form_template_id" uuid;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "form_version" integer;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD COLUMN "form_answers" jsonb;--> statement-breakpoint
ALTER TABLE "form_template_versions" ADD CONSTRAINT "form_template_versions_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_template_versions" ADD CONSTRAINT "form_template_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_tramite_type_id_tramites_id_fk" FOREIGN KEY ("tramite_type_id") REFERENCES "public"."tramites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramite_form_templates" ADD CONSTRAINT "tramite_form_templates_tramite_id_tramites_id_fk" FOREIGN KEY ("tramite_id") REFERENCES "public"."tramites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramite_form_templates" ADD CONSTRAINT "tramite_form_templates_form_template_id_form_templates_id_fk" FOREIGN KEY ("form_template_id") REFERENCES "public"."form_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramite_form_templates" ADD CONSTRAINT "tramite_form_templates_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_templates_tramite_idx" ON "form_templates" USING btree ("tramite_type_id");--> statement-breakpoint
CREATE INDEX "form_templates_updated_idx" ON "form_templates" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "tramite_form_templates_template_idx" ON "tramite_form_templates" USING btree ("form_template_id");--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD CONSTRAINT "tramite_requests_form_template_id_form_templates_id_fk" FOREIGN KEY ("form_template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tramite_requests" ADD CONSTRAINT "tramite_requests_form_version_fk" FOREIGN KEY ("form_template_id","form_version") REFERENCES "public"."form_template_versions"("template_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tramite_requests_form_template_idx" ON "tramite_requests" USING btree ("form_template_id");
ALTER TABLE "tramites" ADD COLUMN "sensitive_data" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
-- The seeded procedures that handle health or marital status (db/seed/sensitive-tramites.ts) on a catalogue
-- seeded before this column existed; a procedure an admin created keeps the default until they mark it.
UPDATE "tramites" SET "sensitive_data" = true WHERE "slug" IN ('imss-numero-seguridad-social', 'imss-constancia-semanas-cotizadas', 'imss-personas-trabajadoras-hogar', 'imss-modalidad-40', 'imss-seguro-salud-familia', 'pension-imss-ley-73', 'pension-imss-ley-97', 'licencia-chofer-servicio-publico', 'acta-matrimonio-certificada', 'divorcio-administrativo', 'sucesion-ante-notario', 'escrituracion-compraventa', 'inm-regularizacion-unidad-familiar');

-- Issue 25: no secrets as uploads; data as form fields. The catalogue seeded before this change asked for a
-- password ("Contraseña del SAT o e.firma vigente") and for plain data ("Nombres de los padres…", "Correo
-- electrónico personal activo", CURP, RFC…) as document uploads. Generated once from db/seed/catalog-conversions.ts
-- and catalog-forms.ts, which the seed of a new database uses.
-- 1. Every procedure's required documents, by exact old text: a password goes, the e.firma becomes its .cer and
--    .key files, data goes to the form. Documents already uploaded keep their required_name (nothing touches them).
WITH "conversions" ("old", "documents") AS (
  VALUES
    ('Contraseña del SAT o e.firma vigente', '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb),
    ('Contraseña de la clave privada', '[]'::jsonb),
    ('Certificado de e.firma vigente (archivos .cer y .key)', '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb),
    ('e.firma vigente', '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb),
    ('e.firma vigente del solicitante', '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb),
    ('e.firma vigente de cada accionista', '["Certificado de la e.firma de cada accionista (archivo .cer)","Clave privada de la e.firma de cada accionista (archivo .key)"]'::jsonb),
    ('e.firma vigente de la empresa', '["Certificado de la e.firma de la empresa (archivo .cer)","Clave privada de la e.firma de la empresa (archivo .key)"]'::jsonb),
    ('e.firma vigente del importador o exportador', '["Certificado de la e.firma del importador o exportador (archivo .cer)","Clave privada de la e.firma del importador o exportador (archivo .key)"]'::jsonb),
    ('e.firma vigente del patrón', '["Certificado de la e.firma del patrón (archivo .cer)","Clave privada de la e.firma del patrón (archivo .key)"]'::jsonb),
    ('Tarjeta bancaria para el pago de derechos', '["Comprobante de pago de derechos"]'::jsonb),
    ('CURP', '[]'::jsonb),
    ('CURP del menor', '[]'::jsonb),
    ('CURP de la persona trabajadora', '[]'::jsonb),
    ('CURP de ambos cónyuges', '[]'::jsonb),
    ('CURP de ambos solicitantes', '[]'::jsonb),
    ('CURP de cada integrante', '[]'::jsonb),
    ('CURP o RFC del propietario', '[]'::jsonb),
    ('CURP y RFC de cada accionista', '[]'::jsonb),
    ('CURP y RFC del poderdante', '[]'::jsonb),
    ('CURP, si se cuenta con ella', '[]'::jsonb),
    ('CURP o datos completos del registro (nombre, fecha y lugar de nacimiento)', '[]'::jsonb),
    ('CURP y Constancia de Situación Fiscal de cada socio', '["Constancia de Situación Fiscal de cada socio"]'::jsonb),
    ('CURP y Constancia de Situación Fiscal de las partes', '["Constancia de Situación Fiscal de las partes"]'::jsonb),
    ('RFC', '[]'::jsonb),
    ('RFC del representante legal', '[]'::jsonb),
    ('RFC y domicilio del empleador', '[]'::jsonb),
    ('Correo electrónico personal activo', '[]'::jsonb),
    ('Correo electrónico de la empresa', '[]'::jsonb),
    ('Correo electrónico del empleador', '[]'::jsonb),
    ('Número de teléfono celular', '[]'::jsonb),
    ('Nombres de los padres tal como aparecen en el acta', '[]'::jsonb),
    ('Nombre completo de la persona fallecida', '[]'::jsonb),
    ('Nombres completos de los contrayentes', '[]'::jsonb),
    ('Nombres completos de herederos y albacea', '[]'::jsonb),
    ('Nombre completo e identificación del apoderado', '["Identificación oficial del apoderado"]'::jsonb),
    ('Nombre de la escuela y ciclo escolar de egreso', '[]'::jsonb),
    ('Fecha y lugar de la defunción o del registro', '[]'::jsonb),
    ('Fecha y lugar de registro del matrimonio', '[]'::jsonb),
    ('Fecha de primer uso, si la marca ya se usa', '[]'::jsonb),
    ('Número de Seguridad Social (NSS)', '[]'::jsonb),
    ('Número de Seguridad Social (NSS) de la persona trabajadora', '[]'::jsonb),
    ('Número de crédito', '[]'::jsonb),
    ('Número de registro de la marca', '[]'::jsonb),
    ('Número de serie (NIV) del vehículo', '[]'::jsonb),
    ('Número de serie (NIV) o placas del vehículo', '[]'::jsonb),
    ('Número de patente del agente aduanal o datos de la agencia aduanal', '[]'::jsonb),
    ('Datos del agente o agencia aduanal que realizará las operaciones', '[]'::jsonb),
    ('Periodo de vigencia deseado para el encargo', '[]'::jsonb),
    ('Salario y días laborados acordados', '[]'::jsonb),
    ('Domicilio completo del establecimiento', '[]'::jsonb),
    ('Domicilio, giro y clave SCIAN del establecimiento', '[]'::jsonb),
    ('Horario de operación', '[]'::jsonb),
    ('Datos del responsable sanitario, si el giro lo requiere', '[]'::jsonb),
    ('Tipo de sociedad o asociación', '[]'::jsonb),
    ('Propuestas de denominación en orden de preferencia', '[]'::jsonb),
    ('Objeto social, capital y estatutos definidos', '[]'::jsonb),
    ('Objeto social, capital y forma de administración definidos', '[]'::jsonb),
    ('Denominación o diseño de la marca', '["Diseño o logotipo de la marca, si tiene uno"]'::jsonb),
    ('Descripción de los productos o servicios', '[]'::jsonb),
    ('Clase de la Clasificación de Niza (la definimos contigo)', '[]'::jsonb),
    ('Listado de productos o servicios a proteger', '[]'::jsonb),
    ('Lista de productos o servicios en los que se usa la marca', '[]'::jsonb),
    ('Listado de productos, servicios o establecimientos que anuncia', '[]'::jsonb),
    ('Texto exacto del aviso comercial', '[]'::jsonb),
    ('Datos e identificación de inventores y solicitante', '["Identificación oficial de inventores y solicitante"]'::jsonb),
    ('Ubicación y cuenta predial del inmueble', '[]'::jsonb),
    ('Folio real o datos registrales del inmueble', '[]'::jsonb),
    ('Idioma de destino de la traducción', '[]'::jsonb),
    ('Autoridad ante la que se presentará la traducción', '[]'::jsonb)
), "converted" AS (
  SELECT t."id", coalesce(jsonb_agg(d."doc" ORDER BY d."ord") FILTER (WHERE d."doc" IS NOT NULL), '[]'::jsonb) AS "docs"
  FROM "tramites" t
  LEFT JOIN LATERAL (
    SELECT x."doc", min(x."ord") AS "ord"
    FROM (
      SELECT coalesce(n."doc", e."doc") AS "doc", e."ord" * 100 + coalesce(n."ord", 0) AS "ord"
      FROM jsonb_array_elements_text(t."required_documents") WITH ORDINALITY AS e("doc", "ord")
      LEFT JOIN "conversions" c ON c."old" = e."doc"
      LEFT JOIN LATERAL jsonb_array_elements_text(c."documents") WITH ORDINALITY AS n("doc", "ord") ON true
      WHERE c."old" IS NULL OR n."doc" IS NOT NULL
    ) x
    GROUP BY x."doc"
  ) d ON true
  WHERE EXISTS (
    SELECT 1 FROM jsonb_array_elements_text(t."required_documents") AS o("doc")
    JOIN "conversions" c ON c."old" = o."doc"
  )
  GROUP BY t."id"
)
UPDATE "tramites" SET "required_documents" = "converted"."docs", "updated_at" = now()
FROM "converted" WHERE "tramites"."id" = "converted"."id";
--> statement-breakpoint
-- 2. The ficha of each procedure in which the gestor acts with the client's e.firma says that we never ask for its
--    password (only where the admins left the seeded text as it was).
UPDATE "tramites" SET "description" = 'Renovamos tu certificado de e.firma en línea con CertiSAT Web mientras aún está vigente; si ya venció, gestionamos la cita para renovarla en oficina. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'sat-efirma-renovacion' AND "description" = 'Renovamos tu certificado de e.firma en línea con CertiSAT Web mientras aún está vigente; si ya venció, gestionamos la cita para renovarla en oficina.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Obtenemos tu Constancia de Situación Fiscal actualizada, que acredita tu RFC, régimen, domicilio fiscal y obligaciones. La piden empleadores, bancos y clientes para emitir facturas. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'sat-constancia-situacion-fiscal' AND "description" = 'Obtenemos tu Constancia de Situación Fiscal actualizada, que acredita tu RFC, régimen, domicilio fiscal y obligaciones. La piden empleadores, bancos y clientes para emitir facturas.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Generamos tu opinión de cumplimiento ante el SAT y, si resulta negativa, identificamos las omisiones que la causan para corregirlas. Se exige para contratar con el gobierno, recibir apoyos o como requisito de clientes. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'sat-opinion-cumplimiento' AND "description" = 'Generamos tu opinión de cumplimiento ante el SAT y, si resulta negativa, identificamos las omisiones que la causan para corregirlas. Se exige para contratar con el gobierno, recibir apoyos o como requisito de clientes.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Preparamos y presentamos tu declaración anual del ISR con tus ingresos, retenciones y deducciones personales, y en su caso solicitamos la devolución del saldo a favor. Las personas físicas la presentan en abril. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'sat-declaracion-anual-persona-fisica' AND "description" = 'Preparamos y presentamos tu declaración anual del ISR con tus ingresos, retenciones y deducciones personales, y en su caso solicitamos la devolución del saldo a favor. Las personas físicas la presentan en abril.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Calculamos y presentamos tus pagos mensuales de ISR e IVA en RESICO o en actividad empresarial y profesional, a partir de tus facturas emitidas y recibidas. El costo depende del volumen de operaciones. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'sat-declaraciones-mensuales' AND "description" = 'Calculamos y presentamos tus pagos mensuales de ISR e IVA en RESICO o en actividad empresarial y profesional, a partir de tus facturas emitidas y recibidas. El costo depende del volumen de operaciones.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Inscribimos a tu empresa o negocio como patrón ante el IMSS y obtenemos el número de registro patronal para dar de alta a tus trabajadores y pagar cuotas. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'imss-registro-patronal' AND "description" = 'Inscribimos a tu empresa o negocio como patrón ante el IMSS y obtenemos el número de registro patronal para dar de alta a tus trabajadores y pagar cuotas.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Verificamos la disponibilidad y obtenemos de la Secretaría de Economía la autorización del nombre de tu sociedad o asociación, requisito previo a su constitución. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'autorizacion-denominacion-social' AND "description" = 'Verificamos la disponibilidad y obtenemos de la Secretaría de Economía la autorización del nombre de tu sociedad o asociación, requisito previo a su constitución.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Constituimos tu S.A.S. en línea en el portal de la Secretaría de Economía, sin notario, con uno o más accionistas personas físicas, e incluimos su alta en el RFC. Aplica a negocios cuyos ingresos anuales no rebasan el tope que fija la ley. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'constitucion-sas' AND "description" = 'Constituimos tu S.A.S. en línea en el portal de la Secretaría de Economía, sin notario, con uno o más accionistas personas físicas, e incluimos su alta en el RFC. Aplica a negocios cuyos ingresos anuales no rebasan el tope que fija la ley.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Presentamos ante el SAT el aviso de apertura de tu local, bodega o sucursal, para que quede registrado en tu RFC y puedas facturar desde ese domicilio. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'sat-aviso-apertura-establecimiento' AND "description" = 'Presentamos ante el SAT el aviso de apertura de tu local, bodega o sucursal, para que quede registrado en tu RFC y puedas facturar desde ese domicilio.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Obtenemos ante la STPS el registro que necesitan las personas y empresas que prestan servicios u obras especializadas a terceros, conforme a las reglas de subcontratación. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'repse-registro' AND "description" = 'Obtenemos ante la STPS el registro que necesitan las personas y empresas que prestan servicios u obras especializadas a terceros, conforme a las reglas de subcontratación.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Inscribimos a tu empresa o negocio en el Padrón de Importadores del SAT, requisito para importar mercancías de forma habitual, y revisamos antes que tu situación fiscal cumpla los requisitos. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'padron-importadores' AND "description" = 'Inscribimos a tu empresa o negocio en el Padrón de Importadores del SAT, requisito para importar mercancías de forma habitual, y revisamos antes que tu situación fiscal cumpla los requisitos.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Ampliamos tu registro para importar mercancías sensibles, como textiles, calzado, siderúrgicos, químicos o bebidas alcohólicas, que requieren inscripción en un sector específico del padrón. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'padron-importadores-sectores-especificos' AND "description" = 'Ampliamos tu registro para importar mercancías sensibles, como textiles, calzado, siderúrgicos, químicos o bebidas alcohólicas, que requieren inscripción en un sector específico del padrón.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Inscribimos a tu empresa en el padrón que se exige para exportar mercancías como bebidas alcohólicas, cerveza, tabacos labrados o ciertos minerales y metales. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'padron-exportadores-sectorial' AND "description" = 'Inscribimos a tu empresa en el padrón que se exige para exportar mercancías como bebidas alcohólicas, cerveza, tabacos labrados o ciertos minerales y metales.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Damos de alta en el portal del SAT el encargo conferido que autoriza a tu agente o agencia aduanal a despachar tus mercancías, o lo revocamos cuando cambias de agente. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'encargo-conferido-agente-aduanal' AND "description" = 'Damos de alta en el portal del SAT el encargo conferido que autoriza a tu agente o agencia aduanal a despachar tus mercancías, o lo revocamos cuando cambias de agente.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Integramos la solicitud de tu programa IMMEX ante la Secretaría de Economía para importar temporalmente insumos y maquinaria sin pagar impuestos al comercio exterior, siempre que se exporten los productos. El costo depende de la modalidad y del tamaño de la operación. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'programa-immex' AND "description" = 'Integramos la solicitud de tu programa IMMEX ante la Secretaría de Economía para importar temporalmente insumos y maquinaria sin pagar impuestos al comercio exterior, siempre que se exporten los productos. El costo depende de la modalidad y del tamaño de la operación.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Preparamos la solicitud de certificación que permite a empresas IMMEX y de otros regímenes aduaneros obtener un crédito fiscal del 100% del IVA e IEPS en importaciones temporales. El costo depende del rubro solicitado y del estado del control de inventarios. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'certificacion-iva-ieps' AND "description" = 'Preparamos la solicitud de certificación que permite a empresas IMMEX y de otros regímenes aduaneros obtener un crédito fiscal del 100% del IVA e IEPS en importaciones temporales. El costo depende del rubro solicitado y del estado del control de inventarios.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Tramitamos en línea tu cédula profesional electrónica una vez que tu institución registró el título ante la Dirección General de Profesiones. La cédula te autoriza a ejercer tu profesión y sirve como identificación oficial. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'cedula-profesional-licenciatura' AND "description" = 'Tramitamos en línea tu cédula profesional electrónica una vez que tu institución registró el título ante la Dirección General de Profesiones. La cédula te autoriza a ejercer tu profesión y sirve como identificación oficial.';
--> statement-breakpoint
UPDATE "tramites" SET "description" = 'Gestionamos el registro de tu diploma de especialidad o grado académico y la expedición de la cédula electrónica correspondiente ante la Dirección General de Profesiones. Para este trámite el gestor trabaja con tu e.firma: solo te pediremos sus archivos .cer y .key. Nunca te pediremos su contraseña ni la de tu cuenta del SAT; cuando haga falta firmar, tú la escribes.', "updated_at" = now() WHERE "slug" = 'cedula-profesional-posgrado' AND "description" = 'Gestionamos el registro de tu diploma de especialidad o grado académico y la expedición de la cédula electrónica correspondiente ante la Dirección General de Profesiones.';
--> statement-breakpoint
-- 3. Each such procedure gets its request form, published and connected: the data as fields, then one file field
--    per document (the e.firma's with the warning). Only where the admins have not connected a form, and only
--    where the documents are now exactly the seeded ones (a form must ask for what the procedure asks).
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-rfc-persona-fisica' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio fiscal (no mayor a 3 meses)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Comprobante de domicilio fiscal (no mayor a 3 meses)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-rfc-persona-moral' AND "required_documents" = '["Acta constitutiva protocolizada (copia certificada)","Poder notarial del representante legal","Identificación oficial vigente del representante legal","Comprobante de domicilio fiscal (no mayor a 3 meses)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc_representante","label":"RFC del representante legal","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_empresa","label":"Correo electrónico de la empresa","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante el SAT como medio de contacto de la empresa.","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Acta constitutiva protocolizada (copia certificada)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Poder notarial del representante legal","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Identificación oficial vigente del representante legal","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Comprobante de domicilio fiscal (no mayor a 3 meses)","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-efirma-primera-vez' AND "required_documents" = '["Identificación oficial vigente con fotografía","Memoria USB con el archivo de requerimiento (.req)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Memoria USB con el archivo de requerimiento (.req)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-efirma-renovacion' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc","label":"RFC","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f4","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-constancia-situacion-fiscal' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc","label":"RFC","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f3","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-opinion-cumplimiento' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Acuses de las declaraciones presentadas (si hay omisiones)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc","label":"RFC","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f3","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f4","name":"documento_3","label":"Acuses de las declaraciones presentadas (si hay omisiones)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-declaracion-anual-persona-fisica' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Constancias de sueldos y retenciones","Facturas (CFDI) de deducciones personales","Estado de cuenta bancario con CLABE interbancaria a tu nombre (para devolución)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc","label":"RFC","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f3","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f4","name":"documento_3","label":"Constancias de sueldos y retenciones","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Facturas (CFDI) de deducciones personales","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Estado de cuenta bancario con CLABE interbancaria a tu nombre (para devolución)","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-declaraciones-mensuales' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Facturas (CFDI) emitidas y recibidas del periodo","Estados de cuenta bancarios del periodo"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc","label":"RFC","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f3","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f4","name":"documento_3","label":"Facturas (CFDI) emitidas y recibidas del periodo","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Estados de cuenta bancarios del periodo","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pasaporte-ordinario-3-anos' AND "required_documents" = '["Acta de nacimiento certificada","Identificación oficial vigente con fotografía","Comprobante de pago de derechos","Pasaporte anterior (en caso de renovación)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Acta de nacimiento certificada","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de pago de derechos","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Pasaporte anterior (en caso de renovación)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pasaporte-ordinario-6-anos' AND "required_documents" = '["Acta de nacimiento certificada","Identificación oficial vigente con fotografía","Comprobante de pago de derechos","Pasaporte anterior (en caso de renovación)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Acta de nacimiento certificada","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de pago de derechos","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Pasaporte anterior (en caso de renovación)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pasaporte-ordinario-10-anos' AND "required_documents" = '["Acta de nacimiento certificada","Identificación oficial vigente con fotografía","Comprobante de pago de derechos","Pasaporte anterior (en caso de renovación)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Acta de nacimiento certificada","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de pago de derechos","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Pasaporte anterior (en caso de renovación)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pasaporte-menores-de-edad' AND "required_documents" = '["Acta de nacimiento certificada del menor","Identificación oficial vigente con fotografía de ambos padres o tutores","Identificación del menor con fotografía, cuando aplique (p. ej., credencial escolar)","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_menor","label":"CURP del menor","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Acta de nacimiento certificada del menor","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía de ambos padres o tutores","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Identificación del menor con fotografía, cuando aplique (p. ej., credencial escolar)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'cartilla-servicio-militar' AND "required_documents" = '["Acta de nacimiento certificada","Comprobante de domicilio (no mayor a 3 meses)","Comprobante del último grado de estudios","Fotografías tamaño cartilla (35 x 45 mm) con las características que indique la Junta"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Acta de nacimiento certificada","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante del último grado de estudios","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Fotografías tamaño cartilla (35 x 45 mm) con las características que indique la Junta","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'constancia-antecedentes-penales-federales' AND "required_documents" = '["Acta de nacimiento","Identificación oficial vigente con fotografía"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Acta de nacimiento","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'licencia-automovilista-primera-vez' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Constancia de aprobación del examen de manejo, cuando la entidad lo exija","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Constancia de aprobación del examen de manejo, cuando la entidad lo exija","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'licencia-renovacion' AND "required_documents" = '["Licencia de conducir anterior","Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Licencia de conducir anterior","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'licencia-reposicion' AND "required_documents" = '["Identificación oficial vigente con fotografía","Constancia de denuncia o acta de hechos por robo o extravío, cuando la entidad la pida","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Constancia de denuncia o acta de hechos por robo o extravío, cuando la entidad la pida","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de pago de derechos","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'licencia-chofer-servicio-publico' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Certificado médico o examen psicofísico","Constancia de capacitación para conductores","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Certificado médico o examen psicofísico","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Constancia de capacitación para conductores","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Comprobante de pago de derechos","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'licencia-federal-conductor' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Constancia de examen psicofísico integral vigente","Constancia de capacitación emitida por un centro autorizado por la SICT","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Constancia de examen psicofísico integral vigente","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Constancia de capacitación emitida por un centro autorizado por la SICT","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Comprobante de pago de derechos","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'alta-placas-vehiculo-nuevo' AND "required_documents" = '["Factura original del vehículo","Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_o_rfc_propietario","label":"CURP o RFC del propietario","type":"text","required":true,"order":0,"validation_rules":{"pattern":"^[A-Za-zÑñ&0-9]{12,18}$","pattern_message":"Escribe la CURP (18 caracteres) o el RFC (12 o 13) sin espacios"}},{"id":"f2","name":"documento_1","label":"Factura original del vehículo","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pago-tenencia-refrendo' AND "required_documents" = '["Tarjeta de circulación o número de placas","Identificación oficial del propietario"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"niv","label":"Número de serie (NIV) del vehículo","type":"text","required":true,"order":0,"validation_rules":{"pattern":"^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$","pattern_message":"El NIV tiene 17 letras y números (sin I, O ni Q)"}},{"id":"f2","name":"documento_1","label":"Tarjeta de circulación o número de placas","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial del propietario","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'repuve-consulta-constancia' AND "required_documents" = '["Factura del vehículo","Identificación oficial vigente del propietario","Tarjeta de circulación"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"niv_o_placas","label":"Número de serie (NIV) o placas del vehículo","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"documento_1","label":"Factura del vehículo","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente del propietario","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Tarjeta de circulación","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'acta-nacimiento-certificada' AND "required_documents" = '["Identificación oficial del solicitante"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_registrado","label":"CURP de la persona registrada, si la conoces","type":"curp","required":false,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nombre_registrado","label":"Nombre completo de la persona registrada","type":"text","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f3","name":"fecha_nacimiento","label":"Fecha de nacimiento","type":"date","required":true,"order":2,"validation_rules":{}},{"id":"f4","name":"lugar_registro","label":"Lugar de registro (municipio y estado)","type":"text","required":true,"order":3,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f5","name":"nombres_padres","label":"Nombres de los padres tal como aparecen en el acta","type":"textarea","required":true,"order":4,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f6","name":"documento_1","label":"Identificación oficial del solicitante","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'acta-matrimonio-certificada' AND "required_documents" = '["Identificación oficial del solicitante"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"nombres_contrayentes","label":"Nombres completos de los contrayentes","type":"textarea","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"fecha_matrimonio","label":"Fecha de registro del matrimonio","type":"date","required":true,"order":1,"validation_rules":{}},{"id":"f3","name":"lugar_matrimonio","label":"Lugar de registro del matrimonio (municipio y estado)","type":"text","required":true,"order":2,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f4","name":"documento_1","label":"Identificación oficial del solicitante","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'acta-defuncion-certificada' AND "required_documents" = '["Identificación oficial del solicitante"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"nombre_fallecido","label":"Nombre completo de la persona fallecida","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"fecha_defuncion","label":"Fecha de la defunción o del registro","type":"date","required":true,"order":1,"validation_rules":{}},{"id":"f3","name":"lugar_defuncion","label":"Lugar de la defunción o del registro (municipio y estado)","type":"text","required":true,"order":2,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f4","name":"documento_1","label":"Identificación oficial del solicitante","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'correccion-administrativa-acta' AND "required_documents" = '["Copia certificada del acta a corregir","Identificación oficial vigente con fotografía","Documentos que prueben el dato correcto (p. ej., actas de los padres, certificados escolares, fe de bautismo)","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Copia certificada del acta a corregir","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Documentos que prueben el dato correcto (p. ej., actas de los padres, certificados escolares, fe de bautismo)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'divorcio-administrativo' AND "required_documents" = '["Copia certificada del acta de matrimonio","Identificación oficial vigente de ambos cónyuges","Comprobante de domicilio (no mayor a 3 meses)","Convenio o constancia de liquidación de la sociedad conyugal, en su caso","Certificado médico de no embarazo, cuando la entidad lo exija","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_conyuge_1","label":"CURP del primer cónyuge","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"curp_conyuge_2","label":"CURP del segundo cónyuge","type":"curp","required":true,"placeholder":"18 caracteres","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Copia certificada del acta de matrimonio","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Identificación oficial vigente de ambos cónyuges","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Convenio o constancia de liquidación de la sociedad conyugal, en su caso","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_5","label":"Certificado médico de no embarazo, cuando la entidad lo exija","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f8","name":"documento_6","label":"Comprobante de pago de derechos","type":"file","required":true,"order":7,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'imss-numero-seguridad-social' AND "required_documents" = '["Identificación oficial vigente con fotografía"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'imss-constancia-semanas-cotizadas' AND "required_documents" = '[]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":2,"validation_rules":{}}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'imss-registro-patronal' AND "required_documents" = '["Constancia de Situación Fiscal del patrón","Certificado de la e.firma del patrón (archivo .cer)","Clave privada de la e.firma del patrón (archivo .key)","Identificación oficial vigente del patrón o representante legal","Acta constitutiva y poder notarial (personas morales)","Comprobante de domicilio del centro de trabajo","Croquis de ubicación del centro de trabajo"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"documento_1","label":"Constancia de Situación Fiscal del patrón","type":"file","required":true,"order":0,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f2","name":"efirma_cer","label":"Certificado de la e.firma del patrón (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f3","name":"efirma_key","label":"Clave privada de la e.firma del patrón (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f4","name":"documento_4","label":"Identificación oficial vigente del patrón o representante legal","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_5","label":"Acta constitutiva y poder notarial (personas morales)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_6","label":"Comprobante de domicilio del centro de trabajo","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_7","label":"Croquis de ubicación del centro de trabajo","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'imss-personas-trabajadoras-hogar' AND "required_documents" = '[]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_trabajadora","label":"CURP de la persona trabajadora","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss_trabajadora","label":"NSS de la persona trabajadora","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"salario_mensual","label":"Salario mensual acordado (MXN)","type":"number","required":true,"order":2,"validation_rules":{"min_value":1}},{"id":"f4","name":"dias_laborados","label":"Días laborados a la semana","type":"text","required":true,"placeholder":"Por ejemplo: lunes a viernes","order":3,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f5","name":"rfc_empleador","label":"RFC del empleador","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":4,"validation_rules":{}},{"id":"f6","name":"domicilio_empleador","label":"Domicilio del empleador","type":"textarea","required":true,"order":5,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f7","name":"correo_empleador","label":"Correo electrónico del empleador","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"El IMSS enviará ahí sus avisos.","order":6,"validation_rules":{}}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'imss-modalidad-40' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Constancia de semanas cotizadas"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Constancia de semanas cotizadas","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'imss-seguro-salud-familia' AND "required_documents" = '["Identificación oficial vigente con fotografía","Actas de nacimiento o matrimonio que acrediten el parentesco","Comprobante de domicilio (no mayor a 3 meses)","Cuestionario médico de ingreso","Fotografías tamaño infantil"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_integrantes","label":"CURP de cada integrante de la familia","type":"textarea","required":true,"help_text":"Una por línea, con el nombre de cada persona.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Actas de nacimiento o matrimonio que acrediten el parentesco","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Cuestionario médico de ingreso","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Fotografías tamaño infantil","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'infonavit-precalificacion' AND "required_documents" = '[]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":0,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f2","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":1,"validation_rules":{}},{"id":"f3","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":2,"validation_rules":{}},{"id":"f4","name":"telefono_celular","label":"Teléfono celular","type":"phone","required":true,"order":3,"validation_rules":{}}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'infonavit-credito-compra-vivienda' AND "required_documents" = '["Identificación oficial vigente con fotografía","Acta de nacimiento","Estado de cuenta bancario con CLABE interbancaria","Constancia del curso Saber más para decidir mejor","Avalúo de la vivienda","Escritura, boleta predial e identificación del vendedor"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Acta de nacimiento","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Estado de cuenta bancario con CLABE interbancaria","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Constancia del curso Saber más para decidir mejor","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Avalúo de la vivienda","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_6","label":"Escritura, boleta predial e identificación del vendedor","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'infonavit-unamos-creditos' AND "required_documents" = '["Identificación oficial vigente de ambos solicitantes","Actas de nacimiento de ambos solicitantes","Estado de cuenta bancario con CLABE interbancaria de cada solicitante","Constancia del curso Saber más para decidir mejor","Avalúo de la vivienda"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_solicitante_1","label":"CURP del primer solicitante","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"curp_solicitante_2","label":"CURP del segundo solicitante","type":"curp","required":true,"placeholder":"18 caracteres","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente de ambos solicitantes","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Actas de nacimiento de ambos solicitantes","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Estado de cuenta bancario con CLABE interbancaria de cada solicitante","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Constancia del curso Saber más para decidir mejor","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_5","label":"Avalúo de la vivienda","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'infonavit-devolucion-subcuenta-vivienda' AND "required_documents" = '["Identificación oficial vigente con fotografía","Resolución de pensión o de negativa de pensión del IMSS","Estado de cuenta bancario con CLABE interbancaria a nombre del titular"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Resolución de pensión o de negativa de pensión del IMSS","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Estado de cuenta bancario con CLABE interbancaria a nombre del titular","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'infonavit-cancelacion-hipoteca' AND "required_documents" = '["Aviso o constancia de liquidación del crédito","Identificación oficial vigente del acreditado","Escritura de la vivienda"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"numero_credito","label":"Número de crédito INFONAVIT","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Aviso o constancia de liquidación del crédito","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Identificación oficial vigente del acreditado","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Escritura de la vivienda","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'afore-registro' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'afore-traspaso' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de domicilio (no mayor a 3 meses)","Estado de cuenta de la AFORE actual"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Estado de cuenta de la AFORE actual","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'afore-retiro-parcial-desempleo' AND "required_documents" = '["Identificación oficial vigente con fotografía","Estado de cuenta bancario con CLABE interbancaria a tu nombre","Expediente de identificación completo en la AFORE"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Estado de cuenta bancario con CLABE interbancaria a tu nombre","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Expediente de identificación completo en la AFORE","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pension-imss-ley-73' AND "required_documents" = '["Identificación oficial vigente con fotografía","Acta de nacimiento certificada","Constancia de semanas cotizadas","Comprobante de domicilio (no mayor a 3 meses)","Estado de cuenta bancario con CLABE interbancaria a tu nombre"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Acta de nacimiento certificada","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Constancia de semanas cotizadas","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_5","label":"Estado de cuenta bancario con CLABE interbancaria a tu nombre","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'pension-imss-ley-97' AND "required_documents" = '["Identificación oficial vigente con fotografía","Acta de nacimiento certificada","Constancia de semanas cotizadas","Estado de cuenta de la AFORE","Estado de cuenta bancario con CLABE interbancaria a tu nombre"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Acta de nacimiento certificada","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Constancia de semanas cotizadas","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Estado de cuenta de la AFORE","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_5","label":"Estado de cuenta bancario con CLABE interbancaria a tu nombre","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'afore-retiro-total-negativa-pension' AND "required_documents" = '["Identificación oficial vigente con fotografía","Constancia de semanas cotizadas","Estado de cuenta de la AFORE","Estado de cuenta bancario con CLABE interbancaria a tu nombre"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nss","label":"Número de Seguridad Social (NSS)","type":"text","required":true,"order":1,"validation_rules":{"pattern":"^\\d{11}$","pattern_message":"El NSS tiene 11 dígitos"}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Constancia de semanas cotizadas","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Estado de cuenta de la AFORE","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Estado de cuenta bancario con CLABE interbancaria a tu nombre","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'testamento-publico-abierto' AND "required_documents" = '["Identificación oficial vigente con fotografía","Acta de nacimiento","Comprobante de domicilio (no mayor a 3 meses)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nombres_herederos","label":"Nombres completos de herederos y albacea","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Acta de nacimiento","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'poder-notarial' AND "required_documents" = '["Identificación oficial vigente del poderdante","Identificación oficial del apoderado","Acta constitutiva y poderes vigentes (si otorga una persona moral)","Comprobante de domicilio (no mayor a 3 meses)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_poderdante","label":"CURP del poderdante","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"rfc_poderdante","label":"RFC del poderdante","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":1,"validation_rules":{}},{"id":"f3","name":"nombre_apoderado","label":"Nombre completo del apoderado","type":"text","required":true,"order":2,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f4","name":"documento_1","label":"Identificación oficial vigente del poderdante","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_2","label":"Identificación oficial del apoderado","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_3","label":"Acta constitutiva y poderes vigentes (si otorga una persona moral)","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_4","label":"Comprobante de domicilio (no mayor a 3 meses)","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'escrituracion-compraventa' AND "required_documents" = '["Escritura antecedente del inmueble","Identificación oficial vigente de comprador y vendedor","Constancia de Situación Fiscal de las partes","Actas de nacimiento y, en su caso, de matrimonio de las partes","Boletas de predial y agua al corriente","Avalúo del inmueble","Certificado de libertad de gravámenes"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_partes","label":"CURP de cada una de las partes","type":"textarea","required":true,"help_text":"Una por línea, con el nombre de cada persona.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"documento_1","label":"Escritura antecedente del inmueble","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Identificación oficial vigente de comprador y vendedor","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Constancia de Situación Fiscal de las partes","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Actas de nacimiento y, en su caso, de matrimonio de las partes","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Boletas de predial y agua al corriente","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_6","label":"Avalúo del inmueble","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f8","name":"documento_7","label":"Certificado de libertad de gravámenes","type":"file","required":true,"order":7,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'certificado-libertad-gravamenes' AND "required_documents" = '["Identificación oficial del solicitante","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"folio_real","label":"Folio real o datos registrales del inmueble","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"ubicacion_inmueble","label":"Ubicación del inmueble","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"cuenta_predial","label":"Número de cuenta predial","type":"text","required":true,"order":2,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f4","name":"documento_1","label":"Identificación oficial del solicitante","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_2","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'autorizacion-denominacion-social' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"propuestas_denominacion","label":"Propuestas de denominación en orden de preferencia","type":"textarea","required":true,"help_text":"Hasta cinco, una por línea.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"tipo_sociedad","label":"Tipo de sociedad o asociación","type":"text","required":true,"placeholder":"Por ejemplo: S.A. de C.V., S. de R.L., A.C.","order":1,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f3","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f4","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'constitucion-sas' AND "required_documents" = '["Certificado de la e.firma de cada accionista (archivo .cer)","Clave privada de la e.firma de cada accionista (archivo .key)","Identificación oficial vigente de cada accionista","Comprobante de domicilio del negocio"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_rfc_accionistas","label":"CURP y RFC de cada accionista","type":"textarea","required":true,"help_text":"Una persona por línea: nombre, CURP y RFC.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"objeto_social","label":"Objeto social","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"capital_social","label":"Capital social (MXN)","type":"number","required":true,"order":2,"validation_rules":{"min_value":1}},{"id":"f4","name":"efirma_cer","label":"Certificado de la e.firma de cada accionista (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f5","name":"efirma_key","label":"Clave privada de la e.firma de cada accionista (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":4,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f6","name":"documento_3","label":"Identificación oficial vigente de cada accionista","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_4","label":"Comprobante de domicilio del negocio","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'constitucion-sa-de-cv' AND "required_documents" = '["Autorización de uso de denominación o razón social","Identificación oficial vigente de cada socio","Constancia de Situación Fiscal de cada socio","Comprobante de domicilio de cada socio","Comprobante de domicilio de la sociedad"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_socios","label":"CURP de cada socio","type":"textarea","required":true,"help_text":"Una por línea, con el nombre de cada socio.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"objeto_social","label":"Objeto social","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"capital_social","label":"Capital social (MXN)","type":"number","required":true,"order":2,"validation_rules":{"min_value":1}},{"id":"f4","name":"forma_administracion","label":"Forma de administración","type":"text","required":true,"placeholder":"Administrador único o consejo de administración","order":3,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f5","name":"documento_1","label":"Autorización de uso de denominación o razón social","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_2","label":"Identificación oficial vigente de cada socio","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_3","label":"Constancia de Situación Fiscal de cada socio","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f8","name":"documento_4","label":"Comprobante de domicilio de cada socio","type":"file","required":true,"order":7,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f9","name":"documento_5","label":"Comprobante de domicilio de la sociedad","type":"file","required":true,"order":8,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'constitucion-s-de-rl-de-cv' AND "required_documents" = '["Autorización de uso de denominación o razón social","Identificación oficial vigente de cada socio","Constancia de Situación Fiscal de cada socio","Comprobante de domicilio de la sociedad"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp_socios","label":"CURP de cada socio","type":"textarea","required":true,"help_text":"Una por línea, con el nombre de cada socio.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"objeto_social","label":"Objeto social","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"capital_social","label":"Capital social (MXN)","type":"number","required":true,"order":2,"validation_rules":{"min_value":1}},{"id":"f4","name":"forma_administracion","label":"Forma de administración","type":"text","required":true,"placeholder":"Administrador único o consejo de administración","order":3,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f5","name":"documento_1","label":"Autorización de uso de denominación o razón social","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_2","label":"Identificación oficial vigente de cada socio","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_3","label":"Constancia de Situación Fiscal de cada socio","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f8","name":"documento_4","label":"Comprobante de domicilio de la sociedad","type":"file","required":true,"order":7,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'sat-aviso-apertura-establecimiento' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Comprobante de domicilio del establecimiento"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"rfc","label":"RFC","type":"rfc","required":true,"placeholder":"12 o 13 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"domicilio_establecimiento","label":"Domicilio completo del establecimiento","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f4","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f5","name":"documento_3","label":"Comprobante de domicilio del establecimiento","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'repse-registro' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Acta constitutiva y sus modificaciones (personas morales)","Constancia de Situación Fiscal","Opiniones de cumplimiento del SAT, IMSS e INFONAVIT","Registro patronal ante el IMSS","Descripción de los servicios especializados y su relación con el objeto social"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":0,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f2","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f3","name":"documento_3","label":"Acta constitutiva y sus modificaciones (personas morales)","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_4","label":"Constancia de Situación Fiscal","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_5","label":"Opiniones de cumplimiento del SAT, IMSS e INFONAVIT","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_6","label":"Registro patronal ante el IMSS","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_7","label":"Descripción de los servicios especializados y su relación con el objeto social","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'impi-busqueda-fonetica' AND "required_documents" = '["Diseño o logotipo de la marca, si tiene uno"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"denominacion_marca","label":"Denominación de la marca","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"productos_servicios","label":"Productos o servicios que ampara la marca","type":"textarea","required":true,"help_text":"Descríbelos con tus palabras: nosotros los ubicamos en la Clasificación de Niza.","order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"clase_niza","label":"Clase de la Clasificación de Niza, si la conoces","type":"text","required":false,"order":2,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f4","name":"documento_1","label":"Diseño o logotipo de la marca, si tiene uno","type":"file","required":false,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'impi-registro-marca' AND "required_documents" = '["Identificación oficial vigente del titular","Constancia de Situación Fiscal del titular","Logotipo o diseño en formato digital (marcas mixtas o figurativas)","Carta poder del representante, en su caso"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"productos_servicios","label":"Productos o servicios que ampara la marca","type":"textarea","required":true,"help_text":"Descríbelos con tus palabras: nosotros los ubicamos en la Clasificación de Niza.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"fecha_primer_uso","label":"Fecha de primer uso, si la marca ya se usa","type":"date","required":false,"order":1,"validation_rules":{}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente del titular","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Constancia de Situación Fiscal del titular","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_3","label":"Logotipo o diseño en formato digital (marcas mixtas o figurativas)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Carta poder del representante, en su caso","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'impi-aviso-comercial' AND "required_documents" = '["Identificación oficial vigente del titular","Constancia de Situación Fiscal del titular"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"texto_aviso","label":"Texto exacto del aviso comercial","type":"textarea","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"productos_anunciados","label":"Productos, servicios o establecimientos que anuncia","type":"textarea","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"documento_1","label":"Identificación oficial vigente del titular","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Constancia de Situación Fiscal del titular","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'impi-declaracion-uso-marca' AND "required_documents" = '["Identificación oficial del titular","Evidencias de uso (facturas, etiquetas o publicidad)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"numero_registro_marca","label":"Número de registro de la marca","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"productos_servicios","label":"Productos o servicios que ampara la marca","type":"textarea","required":true,"help_text":"Descríbelos con tus palabras: nosotros los ubicamos en la Clasificación de Niza.","order":1,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f3","name":"documento_1","label":"Identificación oficial del titular","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_2","label":"Evidencias de uso (facturas, etiquetas o publicidad)","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'impi-renovacion-marca' AND "required_documents" = '["Identificación oficial del titular","Declaración de uso de la marca","Comprobante de pago de la tarifa"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"numero_registro_marca","label":"Número de registro de la marca","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"documento_1","label":"Identificación oficial del titular","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Declaración de uso de la marca","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de pago de la tarifa","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'impi-patente-invencion' AND "required_documents" = '["Descripción técnica detallada de la invención","Reivindicaciones","Dibujos técnicos, en su caso","Resumen de la invención","Identificación oficial de inventores y solicitante","Documento de cesión de derechos, si el solicitante no es el inventor"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"datos_inventores","label":"Inventores y solicitante","type":"textarea","required":true,"help_text":"Nombre, nacionalidad y domicilio de cada persona, una por línea.","order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"documento_1","label":"Descripción técnica detallada de la invención","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Reivindicaciones","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Dibujos técnicos, en su caso","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Resumen de la invención","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Identificación oficial de inventores y solicitante","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_6","label":"Documento de cesión de derechos, si el solicitante no es el inventor","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'traduccion-perito-traductor' AND "required_documents" = '["Documento original o copia legible, incluida la apostilla"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"idioma_destino","label":"Idioma de destino de la traducción","type":"text","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f2","name":"autoridad_destino","label":"Autoridad ante la que se presentará la traducción","type":"text","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f3","name":"documento_1","label":"Documento original o copia legible, incluida la apostilla","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'padron-importadores' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Constancia de Situación Fiscal con domicilio localizado","Opinión del cumplimiento de obligaciones fiscales positiva","Identificación oficial del contribuyente o representante legal"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"agente_aduanal","label":"Agente o agencia aduanal que realizará las operaciones","type":"textarea","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f3","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f4","name":"documento_3","label":"Constancia de Situación Fiscal con domicilio localizado","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Opinión del cumplimiento de obligaciones fiscales positiva","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Identificación oficial del contribuyente o representante legal","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'padron-importadores-sectores-especificos' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Inscripción activa en el Padrón de Importadores","Opinión del cumplimiento de obligaciones fiscales positiva","Documentación específica del sector (permisos, registros o licencias)","Identificación oficial del representante legal"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":0,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f2","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f3","name":"documento_3","label":"Inscripción activa en el Padrón de Importadores","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_4","label":"Opinión del cumplimiento de obligaciones fiscales positiva","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_5","label":"Documentación específica del sector (permisos, registros o licencias)","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_6","label":"Identificación oficial del representante legal","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'padron-exportadores-sectorial' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Constancia de Situación Fiscal","Opinión del cumplimiento de obligaciones fiscales positiva","Documentación específica del sector","Identificación oficial del representante legal"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":0,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f2","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f3","name":"documento_3","label":"Constancia de Situación Fiscal","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_4","label":"Opinión del cumplimiento de obligaciones fiscales positiva","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_5","label":"Documentación específica del sector","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_6","label":"Identificación oficial del representante legal","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'encargo-conferido-agente-aduanal' AND "required_documents" = '["Certificado de la e.firma del importador o exportador (archivo .cer)","Clave privada de la e.firma del importador o exportador (archivo .key)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"agente_aduanal","label":"Número de patente del agente aduanal o datos de la agencia aduanal","type":"textarea","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"vigencia_encargo","label":"Periodo de vigencia deseado para el encargo","type":"text","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f3","name":"efirma_cer","label":"Certificado de la e.firma del importador o exportador (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f4","name":"efirma_key","label":"Clave privada de la e.firma del importador o exportador (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'programa-immex' AND "required_documents" = '["Certificado de la e.firma de la empresa (archivo .cer)","Clave privada de la e.firma de la empresa (archivo .key)","Acta constitutiva y poder del representante legal","Opinión del cumplimiento de obligaciones fiscales positiva","Documentos que acrediten el domicilio y la legal posesión de la planta","Contratos, pedidos o cartas de intención de exportación","Descripción del proceso productivo y de la capacidad instalada"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"efirma_cer","label":"Certificado de la e.firma de la empresa (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":0,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f2","name":"efirma_key","label":"Clave privada de la e.firma de la empresa (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f3","name":"documento_3","label":"Acta constitutiva y poder del representante legal","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_4","label":"Opinión del cumplimiento de obligaciones fiscales positiva","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_5","label":"Documentos que acrediten el domicilio y la legal posesión de la planta","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_6","label":"Contratos, pedidos o cartas de intención de exportación","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_7","label":"Descripción del proceso productivo y de la capacidad instalada","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'certificacion-iva-ieps' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Autorización del programa IMMEX u otro régimen aplicable","Opinión del cumplimiento de obligaciones fiscales positiva","Relación de socios, accionistas y representantes legales","Documentación del sistema de control de inventarios (Anexo 24)"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":0,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f2","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":1,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f3","name":"documento_3","label":"Autorización del programa IMMEX u otro régimen aplicable","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_4","label":"Opinión del cumplimiento de obligaciones fiscales positiva","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_5","label":"Relación de socios, accionistas y representantes legales","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_6","label":"Documentación del sistema de control de inventarios (Anexo 24)","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'cofepris-aviso-funcionamiento' AND "required_documents" = '["Constancia de Situación Fiscal","Identificación oficial del propietario o representante legal"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"domicilio_establecimiento","label":"Domicilio completo del establecimiento","type":"textarea","required":true,"order":0,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f2","name":"giro","label":"Giro del establecimiento","type":"text","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f3","name":"clave_scian","label":"Clave SCIAN, si la conoces","type":"text","required":false,"order":2,"validation_rules":{"pattern":"^\\d{6}$","pattern_message":"La clave SCIAN tiene 6 dígitos"}},{"id":"f4","name":"horario","label":"Horario de operación","type":"text","required":true,"order":3,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f5","name":"responsable_sanitario","label":"Responsable sanitario, si el giro lo requiere","type":"textarea","required":false,"help_text":"Nombre, profesión y número de cédula profesional.","order":4,"validation_rules":{"min_length":2,"max_length":2000}},{"id":"f6","name":"documento_1","label":"Constancia de Situación Fiscal","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_2","label":"Identificación oficial del propietario o representante legal","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'cedula-profesional-licenciatura' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Título profesional registrado por la institución ante la Dirección General de Profesiones","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f4","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f5","name":"documento_3","label":"Título profesional registrado por la institución ante la Dirección General de Profesiones","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Comprobante de pago de derechos","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'cedula-profesional-posgrado' AND "required_documents" = '["Certificado de la e.firma (archivo .cer)","Clave privada de la e.firma (archivo .key)","Diploma o grado registrado por la institución ante la Dirección General de Profesiones","Cédula profesional de licenciatura","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"correo_personal","label":"Correo electrónico personal activo","type":"email","required":true,"placeholder":"tu@correo.com","help_text":"Quedará registrado ante la autoridad: usa uno que revises. Puede ser el mismo de contacto.","order":1,"validation_rules":{}},{"id":"f3","name":"efirma_cer","label":"Certificado de la e.firma (archivo .cer)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":2,"validation_rules":{},"file_types":["efirma_cer"],"max_file_size":1},{"id":"f4","name":"efirma_key","label":"Clave privada de la e.firma (archivo .key)","type":"file","required":true,"help_text":"Nunca te pediremos la contraseña de tu e.firma ni la de tu cuenta del SAT: no la escribas en formularios, archivos ni en el chat. Cuando haga falta firmar, tú la escribes.","order":3,"validation_rules":{},"file_types":["efirma_key"],"max_file_size":1},{"id":"f5","name":"documento_3","label":"Diploma o grado registrado por la institución ante la Dirección General de Profesiones","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_4","label":"Cédula profesional de licenciatura","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f7","name":"documento_5","label":"Comprobante de pago de derechos","type":"file","required":true,"order":6,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'revalidacion-estudios-extranjero' AND "required_documents" = '["Acta de nacimiento o pasaporte","Certificado de estudios con calificaciones, apostillado o legalizado","Título o diploma apostillado o legalizado, en su caso","Traducción al español por perito traductor, si aplica","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP, si la tienes","type":"curp","required":false,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Acta de nacimiento o pasaporte","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Certificado de estudios con calificaciones, apostillado o legalizado","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Título o diploma apostillado o legalizado, en su caso","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_4","label":"Traducción al español por perito traductor, si aplica","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f6","name":"documento_5","label":"Comprobante de pago de derechos","type":"file","required":true,"order":5,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'duplicado-certificado-estudios' AND "required_documents" = '["Identificación oficial vigente con fotografía","Comprobante de pago de derechos"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"nombre_escuela","label":"Nombre de la escuela","type":"text","required":true,"order":1,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f3","name":"ciclo_egreso","label":"Ciclo escolar de egreso","type":"text","required":true,"placeholder":"Por ejemplo: 2010-2013","order":2,"validation_rules":{"min_length":2,"max_length":200}},{"id":"f4","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f5","name":"documento_2","label":"Comprobante de pago de derechos","type":"file","required":true,"order":4,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";
--> statement-breakpoint
WITH "target" AS (
  SELECT "id", "name" FROM "tramites"
  WHERE "slug" = 'bachillerato-acuerdo-286' AND "required_documents" = '["Identificación oficial vigente con fotografía","Certificado de secundaria","Comprobante de pago del registro al examen"]'::jsonb
    AND NOT EXISTS (SELECT 1 FROM "tramite_form_templates" c WHERE c."tramite_id" = "tramites"."id")
), "template" AS (
  INSERT INTO "form_templates" ("name", "description", "tramite_type_id", "fields", "version", "published_version")
  SELECT left('Solicitud: ' || "name", 200), 'Los datos que el trámite necesita. Los documentos puedes adjuntarlos ahora o después, en la página de tu solicitud.', "id", '[{"id":"f1","name":"curp","label":"CURP","type":"curp","required":true,"placeholder":"18 caracteres","order":0,"validation_rules":{}},{"id":"f2","name":"documento_1","label":"Identificación oficial vigente con fotografía","type":"file","required":true,"order":1,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f3","name":"documento_2","label":"Certificado de secundaria","type":"file","required":true,"order":2,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10},{"id":"f4","name":"documento_3","label":"Comprobante de pago del registro al examen","type":"file","required":true,"order":3,"validation_rules":{},"file_types":["pdf","image"],"max_file_size":10}]'::jsonb, 1, 1 FROM "target"
  RETURNING "id", "name", "description", "fields", "tramite_type_id"
), "version" AS (
  INSERT INTO "form_template_versions" ("template_id", "version", "name", "description", "fields")
  SELECT "id", 1, "name", "description", "fields" FROM "template"
)
INSERT INTO "tramite_form_templates" ("tramite_id", "form_template_id") SELECT "tramite_type_id", "id" FROM "template";

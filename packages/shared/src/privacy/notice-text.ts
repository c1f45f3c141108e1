import {
  FISCAL_RETENTION_YEARS,
  PRIVACY_NOTICE_DATE,
  PRIVACY_NOTICE_VERSION,
  RETENTION_WARNING_DAYS,
  TERMS_DATE,
  TERMS_VERSION,
} from './constants.ts';

/*
 * The aviso de privacidad integral, the simplified aviso and the términos y condiciones (issue 25), as
 * structured content: versioned with the repo (PRIVACY_NOTICE_VERSION, TERMS_VERSION), rendered by the web's
 * /privacidad and /terminos and prerendered by the server. Changing the aviso's meaning means a new
 * PRIVACY_NOTICE_VERSION: every signed-in client is then asked to accept it again.
 */

/** The responsible party as the deployment configures it (BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS, PRIVACY_EMAIL). */
export interface NoticeResponsible {
  legal_name: string;
  address: string;
  email: string;
}

/** What the texts take from the deployment: who is responsible, and DOCUMENT_RETENTION_DAYS. */
export interface NoticeParams {
  /** null outside demo mode without the BUSINESS_* variables: the aviso says so instead of inventing a name. */
  responsible: NoticeResponsible | null;
  retentionDays: number;
}

export interface LegalSection {
  /** The anchor of the section (`/privacidad#derechos-arco`). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs. */
  items?: string[];
}

export interface LegalDocument {
  title: string;
  version: string;
  /** ISO date (YYYY-MM-DD) of the version. */
  date: string;
  sections: LegalSection[];
}

/** The path of the account page where a user exercises their rights (the web's /cuenta). */
const ACCOUNT_PAGE = '«Mi cuenta» (/cuenta)';

const RESPONSIBLE_PENDING =
  'La razón social, el domicilio y el correo de privacidad del responsable aún no se han configurado en esta instalación. Mientras tanto, puedes ejercer tus derechos desde «Mis datos» en tu cuenta.';

function responsibleParagraphs(responsible: NoticeResponsible | null): string[] {
  if (!responsible) {
    return [RESPONSIBLE_PENDING];
  }
  return [
    `${responsible.legal_name} (en adelante, «Trámites MX» o «la gestoría»), con domicilio en ${responsible.address}, es responsable del tratamiento de tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (publicada en el Diario Oficial de la Federación el 20 de marzo de 2025) y demás normativa aplicable.`,
    `Para cualquier asunto relacionado con tus datos personales puedes escribirnos a ${responsible.email}.`,
  ];
}

/** How the responsible party is reached in the short texts. */
const contactOf = (responsible: NoticeResponsible | null) =>
  responsible ? `o escribiendo a ${responsible.email}` : 'o con tu gestor por el chat de tu solicitud';

/** The aviso de privacidad integral (LFPDPPP 2025). */
export function privacyNoticeText({ responsible, retentionDays }: NoticeParams): LegalDocument {
  const contact = contactOf(responsible);
  return {
    title: 'Aviso de privacidad integral',
    version: PRIVACY_NOTICE_VERSION,
    date: PRIVACY_NOTICE_DATE,
    sections: [
      {
        id: 'responsable',
        heading: 'Quién es responsable de tus datos',
        paragraphs: responsibleParagraphs(responsible),
      },
      {
        id: 'datos',
        heading: 'Qué datos personales tratamos',
        paragraphs: [
          'Para gestionar tus trámites tratamos los datos que tú nos das al crear tu cuenta, al solicitar un trámite y durante su seguimiento:',
        ],
        items: [
          'Datos de identificación: nombre completo, CURP, RFC, fecha y lugar de nacimiento, nacionalidad, firma y los que contengan tus identificaciones oficiales.',
          'Datos de contacto: correo electrónico, teléfono y domicilio.',
          'Los documentos que cada trámite exige (por ejemplo, actas del Registro Civil, identificaciones, comprobantes de domicilio, constancias fiscales, escrituras o pasaportes) y las respuestas del formulario de cada trámite.',
          'Datos de pago y fiscales: los pagos que haces y sus comprobantes, y, si pides factura, tu RFC, razón social, régimen fiscal, uso del CFDI y código postal. Los datos de tu tarjeta los captura directamente el procesador de pagos: nunca pasan por nuestros servidores.',
          'Datos técnicos de tu sesión: la dirección IP y el navegador con los que entras, para proteger tu cuenta y dejar constancia de tus consentimientos.',
          'Los mensajes que intercambias con tu gestor en el chat de cada solicitud.',
        ],
      },
      {
        id: 'datos-sensibles',
        heading: 'Datos personales sensibles',
        paragraphs: [
          'Algunos trámites requieren datos sensibles: datos de salud en los trámites ante el IMSS (por ejemplo, el cuestionario médico del Seguro de Salud para la Familia o tu historial de aseguramiento) y en los que piden un certificado médico, y datos sobre tu estado civil en actas de matrimonio, divorcios, sucesiones, escrituras o regularizaciones migratorias por vínculo familiar.',
          'Solo los tratamos para el trámite que solicitas y solo con tu consentimiento expreso, que te pedimos por separado, con una casilla sin marcar, la primera vez que solicitas un trámite de este tipo. Sin ese consentimiento no podemos gestionar esos trámites, pero puedes seguir usando el resto de la plataforma.',
          'Nunca te pediremos contraseñas: ni la del SAT, ni la de tu e.firma, ni ninguna otra que no sea la de tu cuenta en esta plataforma.',
        ],
      },
      {
        id: 'finalidades',
        heading: 'Para qué usamos tus datos (finalidades primarias)',
        paragraphs: [
          'Estas finalidades son necesarias para la relación que tienes con nosotros; sin ellas no podríamos prestarte el servicio:',
        ],
        items: [
          'Gestionar el trámite que solicitas ante la dependencia, el notario o la autoridad que corresponda, incluida la revisión de tus documentos.',
          'Cotizar el trámite, cobrarlo y emitir los recibos y, si la pides, la factura (CFDI).',
          'Comunicarnos contigo sobre tus solicitudes por el chat, notificaciones y correo electrónico.',
          'Crear y proteger tu cuenta, verificar tu correo y mantener la seguridad de la plataforma.',
          'Cumplir las obligaciones fiscales y legales que nos aplican y atender requerimientos de autoridades competentes.',
        ],
      },
      {
        id: 'finalidades-secundarias',
        heading: 'Finalidades secundarias y cómo negarte a ellas',
        paragraphs: [
          'Con tu autorización, también usamos tu nombre y correo para: enviarte información sobre trámites y servicios de la gestoría que te puedan interesar (mercadotecnia), y pedirte tu opinión sobre el servicio en encuestas de satisfacción.',
          `Estas finalidades no son necesarias para gestionar tus trámites y no las activamos sin tu autorización. Puedes otorgarla o retirarla en cualquier momento en la sección «Privacidad» de ${ACCOUNT_PAGE} ${contact}. Negarte no afecta en nada el servicio que recibes.`,
        ],
      },
      {
        id: 'transferencias',
        heading: 'Con quién compartimos tus datos',
        paragraphs: [
          'Compartimos tus datos solo en la medida necesaria para las finalidades primarias. Estas transferencias no requieren tu consentimiento porque son necesarias para cumplir la relación que tienes con nosotros o las exige la ley:',
        ],
        items: [
          'Las dependencias y autoridades que tramitan cada solicitud (por ejemplo, el SAT, la SRE, el IMSS, el INFONAVIT, el Registro Civil, el INM, el IMPI, las secretarías estatales y municipales) y los notarios públicos, con los datos y documentos que ese trámite exige.',
          'El Servicio de Administración Tributaria (SAT), a través de nuestro proveedor de facturación electrónica (Facturapi), cuando pides una factura.',
          'Las autoridades competentes que lo requieran conforme a la ley.',
        ],
      },
      {
        id: 'encargados',
        heading: 'Proveedores que tratan datos por cuenta nuestra',
        paragraphs: [
          'Algunos proveedores tratan datos en nuestro nombre, solo con nuestras instrucciones y con obligaciones de confidencialidad: el procesador de pagos (Stripe), que recibe los datos de tu tarjeta, OXXO o SPEI para cobrar; el proveedor de facturación (Facturapi); y los servicios de alojamiento, almacenamiento de archivos y envío de correo en los que funciona la plataforma.',
        ],
      },
      {
        id: 'derechos-arco',
        heading: 'Tus derechos ARCO',
        paragraphs: [
          'Tienes derecho a acceder a tus datos personales (Acceso), a pedir que se corrijan si son inexactos o están incompletos (Rectificación), a pedir que los eliminemos cuando ya no sean necesarios (Cancelación) y a oponerte a su uso para fines específicos (Oposición).',
          `Puedes ejercerlos desde «Mis datos» en ${ACCOUNT_PAGE}: ahí descargas una copia de tus datos y documentos, corriges tu perfil y presentas solicitudes de cancelación u oposición. También puedes ejercerlos ${contact}, indicando tu nombre, el correo de tu cuenta y qué derecho quieres ejercer.`,
          'Te responderemos en un plazo máximo de 20 días hábiles contados desde que recibimos tu solicitud, y, si procede, la haremos efectiva dentro de los 15 días hábiles siguientes a la respuesta.',
          'Al cancelar tu cuenta anonimizamos tus datos y eliminamos tus documentos y mensajes, salvo lo que la ley nos obliga a conservar (los pagos y facturas, como se explica en «Cuánto tiempo conservamos tus datos»).',
          'Si consideras que tu derecho no fue atendido, puedes acudir a la Secretaría Anticorrupción y Buen Gobierno, autoridad garante en materia de protección de datos personales.',
        ],
      },
      {
        id: 'revocacion',
        heading: 'Revocación del consentimiento',
        paragraphs: [
          `Puedes revocar en cualquier momento el consentimiento que nos diste. Las finalidades secundarias se revocan con un clic en ${ACCOUNT_PAGE}. Para revocar el consentimiento del tratamiento de tus datos para las finalidades primarias o de tus datos sensibles, presenta una solicitud de cancelación u oposición en «Mis datos» ${contact}; ten en cuenta que sin esos datos no podremos continuar los trámites en curso que los necesiten.`,
        ],
      },
      {
        id: 'conservacion',
        heading: 'Cuánto tiempo conservamos tus datos',
        items: [
          `Los archivos de los documentos de una solicitud se eliminan ${retentionDays} días después de que la solicitud concluye o se cancela. Te avisamos por notificación y correo ${RETENTION_WARNING_DAYS} días antes, con un enlace para descargarlos. Del documento eliminado solo queda su nombre, su huella digital (hash) y la fecha de eliminación.`,
          `Los pagos, recibos y facturas (CFDI) se conservan ${FISCAL_RETENTION_YEARS} años, como lo exige el artículo 30 del Código Fiscal de la Federación, aun si cancelas tu cuenta.`,
          'Los datos de tu cuenta y el historial de tus solicitudes se conservan mientras tu cuenta exista.',
          'El registro de tus consentimientos y de quién consultó tus documentos se conserva mientras tu cuenta exista, como constancia de que tratamos tus datos conforme a este aviso.',
        ],
        paragraphs: [],
      },
      {
        id: 'cookies',
        heading: 'Cookies y almacenamiento local',
        paragraphs: [
          'La plataforma no usa cookies de rastreo, publicidad ni analítica de terceros. Solo guarda en el almacenamiento local de tu navegador lo necesario para mantener tu sesión iniciada (tu token de sesión y tu perfil básico), que se borra al cerrar sesión.',
        ],
      },
      {
        id: 'personal',
        heading: 'Personal de la gestoría',
        paragraphs: [
          'Este aviso es para nuestros clientes. Los datos de los gestores y administradores que usan la plataforma como parte de su trabajo se tratan conforme al aviso de privacidad para empleados y colaboradores que la gestoría les entrega al contratarlos.',
        ],
      },
      {
        id: 'cambios',
        heading: 'Cambios a este aviso',
        paragraphs: [
          'Cuando modifiquemos este aviso publicaremos la nueva versión en esta página, con su fecha, y, al entrar a tu cuenta, te la mostraremos para que la leas y la aceptes antes de continuar.',
        ],
      },
    ],
  };
}

/** The aviso simplificado, shown where data is collected (registration, the request form). */
export function simplifiedPrivacyNotice(responsible: NoticeResponsible | null): string {
  const who = responsible ? responsible.legal_name : 'Trámites MX';
  return `${who} usa tus datos personales para gestionar, cotizar, cobrar y facturar los trámites que solicitas y para comunicarse contigo sobre ellos; los comparte con las dependencias que resuelven cada trámite y, para cobrar y facturar, con Stripe y Facturapi. Con tu autorización, también para enviarte promociones y encuestas de satisfacción, a lo que puedes negarte en «Mi cuenta». Tus derechos ARCO y el detalle de cada uso están en el aviso de privacidad integral.`;
}

/** The express consent for sensitive data asked at the first request of such a procedure. */
export const SENSITIVE_DATA_CONSENT_TEXT =
  'Otorgo mi consentimiento expreso para que Trámites MX trate mis datos personales sensibles (datos de salud o de estado civil) que este trámite requiere, solo para gestionarlo ante la dependencia correspondiente, conforme al aviso de privacidad.';

/** Why a sensitive procedure asks for it, shown above the checkbox. */
export const SENSITIVE_DATA_CONSENT_HINT =
  'Este trámite incluye datos personales sensibles: datos de salud (por ejemplo, para el IMSS o un certificado médico) o sobre tu estado civil (actas de matrimonio, divorcio o parentesco). La ley nos pide tu consentimiento expreso antes de tratarlos; lo pedimos una sola vez.';

/** The términos y condiciones. */
export function termsText({ responsible }: NoticeParams): LegalDocument {
  const who = responsible
    ? `${responsible.legal_name}, con domicilio en ${responsible.address}`
    : 'Trámites MX';
  return {
    title: 'Términos y condiciones',
    version: TERMS_VERSION,
    date: TERMS_DATE,
    sections: [
      {
        id: 'servicio',
        heading: 'El servicio',
        paragraphs: [
          `Trámites MX es una plataforma de ${who} (la «gestoría»), una empresa privada que gestiona trámites ante dependencias de gobierno, notarios y otras autoridades por encargo de sus clientes. No somos una dependencia de gobierno ni actuamos en su nombre: la resolución de cada trámite corresponde a la autoridad competente.`,
          'Al crear una cuenta aceptas estos términos y declaras haber leído el aviso de privacidad.',
        ],
      },
      {
        id: 'cuenta',
        heading: 'Tu cuenta',
        paragraphs: [
          'Los datos que registras deben ser verdaderos y estar actualizados. Tu cuenta es personal: cuida tu contraseña y, si lo deseas, activa la verificación en dos pasos. Avísanos si sospechas que alguien más la usa.',
          'Nunca te pediremos tu contraseña ni ninguna otra contraseña, como la del SAT o la de tu e.firma. Cuando un trámite requiera actuar con tu e.firma, te explicaremos cómo hacerlo sin compartir su contraseña.',
        ],
      },
      {
        id: 'solicitudes',
        heading: 'Solicitudes y cotizaciones',
        paragraphs: [
          'Cada solicitud recibe una cotización en pesos mexicanos que separa nuestros honorarios (con IVA) de los derechos que se pagan a la autoridad. La cotización indica su vigencia; al aceptarla y pagarla nos encargas el trámite.',
          'Los tiempos que mostramos son estimados: dependen de la autoridad, de la disponibilidad de citas y de que los documentos estén completos y correctos. No podemos garantizar el sentido de la resolución de la autoridad.',
        ],
      },
      {
        id: 'documentos',
        heading: 'Tus documentos',
        paragraphs: [
          'Eres responsable de que los documentos y datos que nos entregas sean auténticos, vigentes y tuyos o de quien te autorizó a tramitar por él. Tu gestor puede rechazar un documento ilegible, incompleto o que no cumpla lo que pide la autoridad y pedirte otro.',
          'Conservamos los archivos de tus documentos solo el tiempo que indica el aviso de privacidad; descárgalos si los necesitas después.',
        ],
      },
      {
        id: 'pagos',
        heading: 'Pagos, cancelaciones y reembolsos',
        paragraphs: [
          'Puedes pagar por los medios que la plataforma ofrece. Cuando la cotización pide un anticipo, el saldo se paga antes de entregarte el trámite concluido. Cada pago tiene su recibo y, si la pides con tus datos fiscales, su factura.',
          'Puedes cancelar tu solicitud sin costo antes de pagarla. Después del pago, si cancelas, te reembolsamos lo que corresponda a los honorarios del trabajo aún no realizado; los derechos ya pagados a la autoridad no se pueden recuperar por nuestra parte.',
        ],
      },
      {
        id: 'comunicacion',
        heading: 'Comunicación',
        paragraphs: [
          'Te comunicamos el avance de tus solicitudes por el chat de cada solicitud, por notificaciones en la plataforma y por correo electrónico. Las instrucciones que nos das por el chat quedan registradas en tu solicitud.',
        ],
      },
      {
        id: 'responsabilidad',
        heading: 'Responsabilidad',
        paragraphs: [
          'Gestionamos cada trámite con diligencia profesional. No respondemos por retrasos o negativas que dependan de la autoridad, ni por las consecuencias de datos o documentos falsos, incompletos o entregados fuera de tiempo.',
        ],
      },
      {
        id: 'privacidad',
        heading: 'Privacidad',
        paragraphs: [
          'El tratamiento de tus datos personales se rige por el aviso de privacidad, publicado en /privacidad.',
        ],
      },
      {
        id: 'cambios',
        heading: 'Cambios a estos términos',
        paragraphs: [
          'Podemos actualizar estos términos; publicaremos la nueva versión en esta página con su fecha. Las solicitudes ya pagadas se rigen por los términos vigentes al momento del pago.',
        ],
      },
      {
        id: 'ley-aplicable',
        heading: 'Ley aplicable',
        paragraphs: [
          'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos, incluida la Ley Federal de Protección al Consumidor. Puedes acudir a la Procuraduría Federal del Consumidor (PROFECO) para cualquier queja relacionada con el servicio.',
        ],
      },
    ],
  };
}

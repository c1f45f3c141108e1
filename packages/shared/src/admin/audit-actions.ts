/**
 * Every action the audit records, and how it reads on the solicitud's timeline and in the admin's audit
 * log alike. The server writes only these (a typo fails typecheck); on the wire `action` stays a string,
 * so an entry written before an action was renamed still reads, as 'Actualización'.
 */
export const AUDIT_ACTION_LABELS = {
  // A solicitud's life.
  created: 'Solicitud creada',
  gestor_assigned: 'Gestor asignado',
  quotation_created: 'Cotización creada',
  quotation_sent: 'Cotización enviada',
  quotation_accepted: 'Cotización aceptada',
  quotation_rejected: 'Cotización rechazada',
  quotation_expired: 'Cotización vencida',
  payment_recorded: 'Pago registrado',
  payment_flagged: 'Pago por revisar o reembolsar',
  payment_proof_uploaded: 'Comprobante de transferencia subido',
  payment_proof_declined: 'Comprobante de transferencia no aceptado',
  refund_recorded: 'Reembolso registrado',
  invoice_requested: 'Factura solicitada',
  invoice_issued: 'Factura emitida',
  invoice_cancelled: 'Factura cancelada',
  status_changed: 'Cambio de estado',
  document_uploaded: 'Documento subido',
  document_approved: 'Documento aprobado',
  document_rejected: 'Documento rechazado',
  documents_all_approved: 'Documentos completos',
  // Reminders that chase the client (issue 27): each one sent, and the client's oposición to them.
  reminder_sent: 'Recordatorio enviado al cliente',
  reminders_paused: 'El cliente pausó los recordatorios',
  reminders_resumed: 'El cliente reanudó los recordatorios',
  // The back office.
  category_created: 'Categoría creada',
  category_updated: 'Categoría editada',
  category_deleted: 'Categoría eliminada',
  categories_reordered: 'Categorías reordenadas',
  tramite_created: 'Trámite creado',
  tramite_updated: 'Trámite editado',
  tramite_archived: 'Trámite archivado',
  tramite_deleted: 'Trámite eliminado',
  tramite_restored: 'Trámite restaurado',
  tramites_reordered: 'Trámites reordenados',
  tramite_category_changed: 'Trámite cambiado de categoría',
  form_template_created: 'Formulario creado',
  form_template_updated: 'Formulario editado',
  form_template_deleted: 'Formulario eliminado',
  form_template_duplicated: 'Formulario duplicado',
  form_template_published: 'Formulario publicado',
  form_template_unpublished: 'Formulario despublicado',
  form_template_generated: 'Formulario generado',
  form_template_regenerated: 'Formulario regenerado',
  form_connected: 'Formulario conectado',
  user_updated: 'Cuenta actualizada',
  gestor_approved: 'Gestor aprobado',
  password_reset_sent: 'Enlace de contraseña enviado',
  two_factor_reset: 'Verificación en dos pasos restablecida',
  // The preset rejection reasons (issue 27).
  rejection_reason_created: 'Motivo de rechazo creado',
  rejection_reason_updated: 'Motivo de rechazo editado',
  rejection_reason_archived: 'Motivo de rechazo archivado',
  rejection_reason_restored: 'Motivo de rechazo restaurado',
  rejection_reason_deleted: 'Motivo de rechazo eliminado',
  rejection_reasons_reordered: 'Motivos de rechazo reordenados',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export const isAuditAction = (value: string): value is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_LABELS, value);

/** An action's words; one the list does not know (an older entry) reads 'Actualización'. */
export const auditActionLabel = (action: string): string =>
  isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : 'Actualización';

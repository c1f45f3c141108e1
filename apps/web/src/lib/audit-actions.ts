/**
 * How each audited action reads, for the solicitud's timeline and the admin's audit log alike. Unknown
 * actions fall back to 'Actualización'.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  // A solicitud's life.
  created: 'Solicitud creada',
  gestor_assigned: 'Gestor asignado',
  quotation_created: 'Cotización creada',
  quotation_sent: 'Cotización enviada',
  quotation_accepted: 'Cotización aceptada',
  quotation_rejected: 'Cotización rechazada',
  quotation_expired: 'Cotización vencida',
  payment_recorded: 'Pago registrado',
  status_changed: 'Cambio de estado',
  document_uploaded: 'Documento subido',
  document_approved: 'Documento aprobado',
  document_rejected: 'Documento rechazado',
  documents_all_approved: 'Documentos completos',
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
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? 'Actualización';

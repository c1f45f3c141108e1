import type { AdminCategory, AdminTramite } from '@tramites/shared';

/**
 * An admin category and an admin trámite as the API lists them, with plain defaults a test overrides:
 * one copy for the catalogue, the forms feature and the admin page's tests.
 */

export const category = (id: number, name: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name,
  description: `Trámites de ${name}`,
  icon: 'FileText',
  color: 'blue',
  estimated_procedures: 4,
  is_visible: true,
  is_active: true,
  specialization_required: false,
  display_order: id,
  tramite_count: 2,
  active_requests_count: 3,
  completion_rate: 50,
  all_tramites_count: 2,
  ...extra,
});

export const tramite = (id: number, name: string, extra: Partial<AdminTramite> = {}): AdminTramite => ({
  id,
  name,
  description: '',
  category_id: 1,
  category_name: 'Actas',
  price_type: 'fijo',
  fixed_price: 350,
  government_fee: null,
  price_from: null,
  estimated_time_days: 5,
  required_documents: ['INE', 'CURP'],
  display_order: id,
  dependencia: '',
  fundamento_juridico: '',
  modalidad: 'presencial',
  vigencia: null,
  sensitive_data: false,
  is_active: true,
  form_template_id: null,
  form_template_name: null,
  has_custom_form: false,
  requests_count: 0,
  active_requests_count: 0,
  ...extra,
});

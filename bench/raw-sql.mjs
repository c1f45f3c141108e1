// The raw-SQL twins of the signed-in routes (DESIGN section 7: each list and detail reaches at least 0.6 of its
// own SQL through the raw driver). Each twin is the route's main statement, written by hand as the route would
// need it at best: the same rows, filters, order and page size (20), through `pg` or PGlite without Drizzle,
// validation or serialisation of our DTOs. `ids` are the signed-in users and a request of the demo data.
// A twin of several statements runs them in parallel, as a detail route may.

const REQUEST_COLUMNS = `r.id, r.folio, r.client_id, r.tramite_id, r.tramite_name, r.status, r.description,
  r.nombre_completo, r.telefono, r.email, r.beneficiario_tipo, r.nombre_beneficiario, r.assigned_gestor_id,
  r.quoted_price, r.sla_days, r.sla_consumed_days, r.sla_running_since, r.due_date, r.created_at, r.updated_at,
  r.completed_at`;

/** A page of requests with the names a list shows and the capped total, in one statement. */
const requestPage = (where) => `
  select ${REQUEST_COLUMNS}, t.name as tramite, c.name as category, cu.name as client_name, gu.name as gestor_name,
    (select count(*)::int from (select 1 from tramite_requests r2 where ${where.replaceAll('r.', 'r2.')} limit 1001) capped) as counted
  from (select id from tramite_requests r where ${where} order by created_at desc, id desc limit 20) page
  join tramite_requests r on r.id = page.id
  join tramites t on t.id = r.tramite_id
  join categories c on c.id = t.category_id
  join users cu on cu.id = r.client_id
  left join users gu on gu.id = r.assigned_gestor_id
  order by r.created_at desc, r.id desc`;

/** name → { statements: [[sql, params(ids)]] }; the route it stands for is in SIGNED_IN_ROUTES (signed-in.mjs). */
export const RAW_SQL_TWINS = {
  me: [['select id, email, name, role, phone, is_active from users where id = $1', (ids) => [ids.cliente]]],
  'my-requests': [[requestPage('r.client_id = $1'), (ids) => [ids.cliente]]],
  // The figures the client's dashboard shows: counts by status, the sum of payments and the unread messages.
  'dashboard-stats': [
    [
      `select count(*) filter (where status not in ('completado', 'cancelado'))::int as active,
         count(*) filter (where status = 'completado')::int as completed,
         count(*) filter (where status not in ('completado', 'cancelado', 'cotizacion_solicitada', 'cotizacion_enviada'))::int as in_progress,
         (select coalesce(sum(p.amount), 0) from payments p join tramite_requests pr on pr.id = p.request_id
           where pr.client_id = $1) as spent,
         (select count(*)::int from tramite_requests ur join chat_messages m on m.request_id = ur.id
           left join chat_read_states s on s.user_id = $1 and s.request_id = ur.id
           where ur.client_id = $1 and ur.status not in ('completado', 'cancelado') and not m.is_system_message
             and m.sender_id <> $1 and m.created_at > coalesce(s.last_read_at, '-infinity'::timestamptz)) as unread
       from tramite_requests where client_id = $1`,
      (ids) => [ids.cliente],
    ],
  ],
  // A page of the user's notifications with their unread count (the bell's badge).
  notifications: [
    [
      `select id, type, message, request_id, created_at, read_at,
         (select count(*)::int from notifications where user_id = $1 and read_at is null) as unread
       from notifications where user_id = $1 order by created_at desc, id desc limit 20`,
      (ids) => [ids.cliente],
    ],
  ],
  // The current version of every document of the gestor's open requests, oldest first, with the total.
  'pending-documents': [
    [
      `select d.id, d.status, d.required_name, d.original_filename, d.size_bytes, d.created_at, d.reviewed_at,
         d.request_id, r.folio, u.name as client_name, t.name as tramite, count(*) over ()::int as total
       from documents d
       join tramite_requests r on r.id = d.request_id
       join tramites t on t.id = r.tramite_id
       join users u on u.id = r.client_id
       where d.is_current and r.assigned_gestor_id = $1 and r.status not in ('completado', 'cancelado')
       order by d.created_at, d.id limit 100`,
      (ids) => [ids.gestor],
    ],
  ],
  'assigned-requests': [[requestPage('r.assigned_gestor_id = $1'), (ids) => [ids.gestor]]],
  enriched: [[requestPage('true'), () => []]],
  'admin-stats': [
    [
      `select (select count(*)::int from categories where is_active) as categories,
         (select count(*)::int from tramites where is_active) as tramites,
         (select count(*)::int from users where role = 'cliente' and is_active) as clients,
         (select count(*)::int from users where role = 'gestor' and is_active) as gestores,
         (select count(*)::int from tramite_requests) as requests,
         (select count(*)::int from tramite_requests where status = 'cotizacion_solicitada') as pending_quotations,
         (select count(*)::int from tramite_requests where status = 'completado') as completed`,
      () => [],
    ],
  ],
  // Mi bandeja (issue 27): the gestor's open requests with their names, uploads to review and whether the
  // client spoke last; their current quotations with what was paid; their current documents. The route reads
  // the last two by the first one's ids; the twin scopes them by the gestor, so all three run at once.
  queue: [
    [
      `select r.id, r.folio, r.status, r.tramite_id, r.tramite_name, r.created_at, r.sla_days, r.sla_consumed_days,
         r.sla_running_since, r.due_date, r.form_template_id, r.form_version, r.form_answers, r.derechos_included,
         r.assigned_gestor_id, r.telefono, cu.name as client_name, cu.email as client_email, gu.name as gestor_name,
         (select count(*)::int from documents d where d.request_id = r.id and d.is_current and d.status = 'pending')
           as pending_documents,
         coalesce((select m.sender_id = r.client_id from chat_messages m where m.request_id = r.id
           and not m.is_system_message order by m.created_at desc limit 1), false) as unanswered_message
       from tramite_requests r join users cu on cu.id = r.client_id left join users gu on gu.id = r.assigned_gestor_id
       where r.status not in ('completado', 'cancelado') and r.assigned_gestor_id = $1
       order by r.created_at, r.id limit 501`,
      (ids) => [ids.gestor],
    ],
    [
      `select distinct on (q.request_id) q.*,
         (select coalesce(sum(p.amount), 0) from payments p where p.quotation_id = q.id and p.review_reason is null)
           as paid,
         exists (select 1 from payment_attempts a where a.quotation_id = q.id and a.status = 'en_revision')
           as transfer_awaiting_staff
       from quotations q join tramite_requests r on r.id = q.request_id
       where r.status not in ('completado', 'cancelado') and r.assigned_gestor_id = $1
       order by q.request_id, q.created_at desc, q.id desc`,
      (ids) => [ids.gestor],
    ],
    [
      `select d.request_id, d.required_name, d.status, d.rejection_reason
       from documents d join tramite_requests r on r.id = d.request_id
       where d.is_current and r.status not in ('completado', 'cancelado') and r.assigned_gestor_id = $1`,
      (ids) => [ids.gestor],
    ],
  ],
  // What /complete returns: the request with its names, contacts, form answers and the viewer's unread count,
  // its quotations, payments and timeline (it shows no documents).
  complete: [
    [
      `select ${REQUEST_COLUMNS}, r.form_template_id, r.form_version, r.form_answers, t.name as tramite,
         t.required_documents, c.name as category, cu.name as client_name, cu.email as client_email,
         cu.phone as client_phone, gu.name as gestor_name, gu.email as gestor_email,
         (select count(*)::int from chat_messages m where m.request_id = r.id and not m.is_system_message
            and m.sender_id <> $2 and m.created_at > coalesce((select s.last_read_at from chat_read_states s
              where s.user_id = $2 and s.request_id = r.id), '-infinity'::timestamptz)) as unread_count
       from tramite_requests r join tramites t on t.id = r.tramite_id join categories c on c.id = t.category_id
       join users cu on cu.id = r.client_id left join users gu on gu.id = r.assigned_gestor_id where r.id = $1`,
      (ids) => [ids.request, ids.cliente],
    ],
    ['select * from quotations where request_id = $1 order by created_at desc', (ids) => [ids.request]],
    ['select * from payments where request_id = $1 order by created_at', (ids) => [ids.request]],
    [
      `select e.id, e.action, e.from_status, e.to_status, e.reason, e.is_override, e.actor_role, e.created_at, u.name
       from audit_events e left join users u on u.id = e.actor_id where e.request_id = $1 order by e.id`,
      (ids) => [ids.request],
    ],
  ],
  // Every version of every requirement with its review history (reviewer's name), the client's only.
  documents: [
    [
      `select d.id, d.required_name, d.version, d.is_current, d.status, d.original_filename, d.content_type,
         d.size_bytes, d.reviewed_at, d.review_notes, d.rejection_reason, d.created_at, d.updated_at,
         v.status as review_status, v.review_notes as review_review_notes, v.reviewed_at as review_reviewed_at,
         ru.name as reviewer_name
       from documents d join tramite_requests r on r.id = d.request_id
       left join document_reviews v on v.document_id = d.id left join users ru on ru.id = v.reviewer_id
       where d.request_id = $1 and r.client_id = $2 order by d.required_name, d.version desc, v.reviewed_at`,
      (ids) => [ids.request, ids.cliente],
    ],
  ],
  messages: [
    [
      `select m.id, m.sender_id, m.sender_role, m.message_text, m.is_system_message, m.created_at, u.name
       from chat_messages m join tramite_requests r on r.id = m.request_id left join users u on u.id = m.sender_id
       where m.request_id = $1 and r.client_id = $2 order by m.created_at`,
      (ids) => [ids.request, ids.cliente],
    ],
  ],
};

/** The audited actions and their words live once, in @tramites/shared, beside the server that writes them. */
export { AUDIT_ACTION_LABELS, auditActionLabel } from '@tramites/shared';

import { describe, expect, it } from 'vitest';
import {
  AdminDocumentAccessQuerySchema,
  accessActorRelation,
  isPreviewableContentType,
} from './access-log.ts';

const client = { id: 'c1', role: 'cliente' as const };
const gestor = { id: 'g1', role: 'gestor' as const };

describe('accessActorRelation', () => {
  it('names the reader "Tú", the gestor "Tu gestor" to a client, admins "Administración"', () => {
    expect(accessActorRelation({ actor_id: 'c1', actor_role: 'cliente' }, client)).toBe('Tú');
    expect(accessActorRelation({ actor_id: 'g1', actor_role: 'gestor' }, client)).toBe('Tu gestor');
    expect(accessActorRelation({ actor_id: 'a1', actor_role: 'admin' }, client)).toBe('Administración');
    expect(accessActorRelation({ actor_id: null, actor_role: 'system' }, client)).toBe('Sistema');
  });

  it('speaks to staff in neutral words', () => {
    expect(accessActorRelation({ actor_id: 'g2', actor_role: 'gestor' }, gestor)).toBe('Gestor');
    expect(accessActorRelation({ actor_id: 'c1', actor_role: 'cliente' }, gestor)).toBe('Cliente');
    expect(accessActorRelation({ actor_id: 'g1', actor_role: 'gestor' }, gestor)).toBe('Tú');
  });
});

describe('preview and filters', () => {
  it('previews only PDFs and images', () => {
    expect(isPreviewableContentType('application/pdf')).toBe(true);
    expect(isPreviewableContentType('IMAGE/PNG')).toBe(true);
    expect(isPreviewableContentType('text/html')).toBe(false);
    expect(isPreviewableContentType('image/svg+xml')).toBe(false);
  });

  it('reads empty filters as none and pages from 1', () => {
    expect(AdminDocumentAccessQuerySchema.parse({ user_id: '', from: '', to: '' })).toMatchObject({
      user_id: undefined,
      from: undefined,
      page: 1,
      limit: 50,
    });
    expect(AdminDocumentAccessQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

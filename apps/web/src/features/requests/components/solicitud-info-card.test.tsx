import { cleanup, screen, within } from '@testing-library/react';
import type { SolicitudComplete } from '@tramites/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SolicitudInfoCard } from './solicitud-info-card.tsx';

afterEach(cleanup);

const DATA: SolicitudComplete = {
  solicitud: {
    id: 'req-1',
    folio: 'TMX-2026-000007',
    short_id: 'req-1abc',
    status: 'esperando_documentos',
    tramite_type_id: 1,
    tramite_name: 'Pasaporte',
    tramite_nombre: 'Pasaporte',
    categoria_name: 'Identidad',
    categoria_nombre: 'Identidad',
    cliente_name: 'Ana Torres',
    client_name: 'Ana Torres',
    cliente_nombre: 'Ana Torres',
    gestor_name: null,
    gestor_nombre: null,
    assigned_gestor_id: null,
    description: '',
    quoted_price: 1500,
    progress: 50,
    sla: { dias_totales: 10, dias_restantes: 8, pausado: true, vencido: false, fecha_compromiso: null },
    created_at: '2026-11-20T16:00:00.000Z',
    updated_at: '2026-11-21T16:00:00.000Z',
    unread_count: 0,
    nombre_completo: 'Ana Torres',
    telefono: '5512345678',
    email: 'ana@example.com',
    beneficiario_tipo: 'para_mi',
    nombre_beneficiario: null,
  },
  tramite: null,
  cliente: null,
  gestor: null,
  cotizacion: null,
  pagos: [],
  timeline: [],
  form_answers: null,
  permisos: {
    puede_asignar_gestor: false,
    puede_cambiar_estado: false,
    puede_forzar_estado: false,
    estados_permitidos: [],
    puede_cotizar: false,
    puede_registrar_pago: false,
    puede_aceptar_cotizacion: false,
    puede_rechazar_cotizacion: false,
    puede_pagar: false,
    puede_cancelar: false,
  },
};

describe('SolicitudInfoCard', () => {
  it('the client reads the steps, the delivery in plain words and that a gestor is being assigned', () => {
    renderWithProviders(<SolicitudInfoCard data={DATA} isOwnSolicitud isStaff={false} />);
    const steps = screen.getByRole('list', { name: 'Pasos de tu trámite' });
    expect(within(steps).getByText('Documentos').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Fecha estimada de entrega')).toBeTruthy();
    expect(screen.getByText('En pausa: esperando tus documentos')).toBeTruthy();
    expect(screen.getByText('Asignando a tu gestor')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/SLA|Sin Asignar/);
  });

  it('staff keep the SLA wording and the spec words, without the client steps', () => {
    renderWithProviders(<SolicitudInfoCard data={DATA} isOwnSolicitud={false} isStaff />);
    expect(screen.getByText('Plazo (SLA)')).toBeTruthy();
    expect(screen.getByText('Pausado: esperando documentos del cliente')).toBeTruthy();
    expect(screen.getByText('Sin Asignar')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pasos de tu trámite' })).toBeNull();
  });
});

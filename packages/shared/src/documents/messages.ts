import { MSG } from '../messages.ts';

/** Spanish messages of the documents feature (the spec's where it gives one). */
export const DOCUMENT_MSG = {
  archivoGrande: MSG.archivoGrande,
  archivoTipo: MSG.archivoTipo,
  archivoRequerido: 'Selecciona un archivo para subir',
  archivoVacio: 'El archivo está vacío',
  documentoNoRequerido: 'El documento no corresponde a los requisitos de este trámite',
  documentoRequerido: 'Indica qué documento estás subiendo',
  documentoNoEncontrado: 'Documento no encontrado',
  archivoNoDisponible: 'El archivo de este documento no está disponible',
  solicitudCerrada: 'La solicitud está cerrada: ya no se pueden subir ni revisar documentos',
  motivoRechazo: 'Indica el motivo del rechazo',
  soloPendientes: 'Solo se pueden revisar documentos pendientes',
  estadoRevision: 'Selecciona aprobar o rechazar',
  sinAcceso: 'No tienes acceso a este documento',
  subidaIncompleta: 'La subida del archivo se interrumpió. Intenta de nuevo.',
  todosAprobados: 'Todos los documentos fueron aprobados. Tu trámite continúa en proceso.',
  subido: 'Documento subido correctamente',
  aprobado: 'Documento aprobado',
  rechazado: 'Documento rechazado',
} as const;

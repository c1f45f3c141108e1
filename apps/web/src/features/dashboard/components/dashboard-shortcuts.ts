import type { Role } from '@tramites/shared';
import { Headset, type LucideIcon, MessagesSquare, Settings, UserCheck } from 'lucide-react';
import { paths } from '../../../config/paths.ts';

export interface DashboardShortcut {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  tone: string;
}

/**
 * The staff panels a role may open, in this order: 'Panel Admin' (admin) and 'Panel Gestor' (gestor and
 * admin). Each dashboard words what they hold.
 */
export function staffPanelShortcuts(
  role: Role,
  descriptions: { admin: string; gestor: string },
): DashboardShortcut[] {
  const shortcuts: DashboardShortcut[] = [];
  if (role === 'admin') {
    shortcuts.push({
      to: paths.admin.href(),
      title: 'Panel Admin',
      description: descriptions.admin,
      icon: Settings,
      tone: 'bg-violet-50 text-violet-700',
    });
  }
  if (role === 'gestor' || role === 'admin') {
    shortcuts.push({
      to: paths.gestor.href(),
      title: 'Panel Gestor',
      description: descriptions.gestor,
      icon: UserCheck,
      tone: 'bg-amber-50 text-amber-700',
    });
  }
  return shortcuts;
}

/** The id of the dashboard's chats section, where staff find the chats of their cases. */
export const CHATS_SECTION_ID = 'conversaciones';

/**
 * The support-chat shortcut, worded for each role: a client writes to their gestor in their latest
 * solicitud's chat; staff answer clients, so theirs leads to the chats of their cases below.
 */
export function supportShortcut(role: Role, firstRequestId: string | undefined): DashboardShortcut {
  const tone = 'bg-pink-50 text-pink-700';
  if (role === 'cliente') {
    return {
      to: firstRequestId ? paths.tramiteDocumentos.href(firstRequestId) : paths.categorias.href(),
      title: 'Soporte',
      description: firstRequestId
        ? 'Escribe a tu gestor por el chat de tu trámite.'
        : 'Solicita un trámite para chatear con un gestor.',
      icon: Headset,
      tone,
    };
  }
  return {
    to: `#${CHATS_SECTION_ID}`,
    title: role === 'admin' ? 'Chats de los casos' : 'Chats con clientes',
    description:
      role === 'admin'
        ? 'Supervisa las conversaciones de las solicitudes recientes.'
        : 'Responde a tus clientes en el chat de cada caso.',
    icon: MessagesSquare,
    tone,
  };
}

import { MessageSquareText } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { QuickReplyManager } from './quick-reply-manager.tsx';

/** The admin panel's "Respuestas rápidas": the gestoría's replies, which every gestor finds with "/". */
export function AdminQuickRepliesTab() {
  return (
    <SectionCard icon={MessageSquareText} title="Respuestas rápidas de la gestoría">
      <p className="text-slate-600 text-sm">
        Todo el equipo las inserta en el chat escribiendo «/». Cada gestor puede además guardar las suyas
        desde «Mis respuestas».
      </p>
      <QuickReplyManager scope="gestoria" />
    </SectionCard>
  );
}

import { Dialog } from '../../../components/ui/dialog.tsx';
import { QuickReplyManager } from './quick-reply-manager.tsx';

/** "Mis respuestas": a staff member's private ready replies, reached from the chat's picker. */
export function MyQuickRepliesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Mis respuestas"
      description="Solo tú las ves; aparecen junto a las de la gestoría al escribir «/» en el chat."
    >
      {open ? <QuickReplyManager scope="personal" /> : null}
    </Dialog>
  );
}

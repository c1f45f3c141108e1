import { type ReactNode, useId, useState } from 'react';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { RequestReviewPane } from './request-review-pane.tsx';

type View = 'lista' | 'revisar';

const VIEWS = [
  { value: 'lista', label: 'Lista y subidas' },
  { value: 'revisar', label: 'Revisar con vista previa' },
] as const;

/** The staff member's last choice, kept on this device: who reviews all day opens straight into "Revisar". */
const VIEW_STORAGE_KEY = 'documentos.vista';

function readView(): View {
  try {
    return localStorage.getItem(VIEW_STORAGE_KEY) === 'revisar' ? 'revisar' : 'lista';
  } catch {
    return 'lista';
  }
}

function saveView(view: View): void {
  try {
    localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

export interface DocumentReviewTabsProps {
  requestId: string;
  /** The requirement cards (uploads, versions, history), composed by the page. */
  list: ReactNode;
}

/**
 * Staff's Documentos section of a request: "Lista y subidas" keeps the cards with uploads and history,
 * "Revisar con vista previa" reads each document inline and reviews it with the keyboard (issue 27).
 * Leaving "Revisar" sends an approval still held for undo.
 */
export function DocumentReviewTabs({ requestId, list }: DocumentReviewTabsProps) {
  const idBase = useId();
  const [view, setView] = useState<View>(readView);
  return (
    <div className="space-y-4">
      <TabList
        idBase={idBase}
        label="Vista de los documentos"
        items={VIEWS}
        value={view}
        onValueChange={(next) => {
          setView(next);
          saveView(next);
        }}
      />
      <TabPanel idBase={idBase} value={view}>
        {view === 'revisar' ? <RequestReviewPane requestId={requestId} /> : list}
      </TabPanel>
    </div>
  );
}

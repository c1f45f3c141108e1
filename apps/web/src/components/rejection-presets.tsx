import { useRejectionReasons } from '../lib/rejection-reasons.ts';
import { Button } from './ui/button.tsx';

export interface RejectionPresetsProps {
  /** The reason typed so far: the preset it equals shows pressed. */
  value: string;
  /** Fills the reason with the preset's label (the reviewer may go on typing). */
  onChoose: (label: string) => void;
}

/**
 * The admins' preset reasons for rejecting a document ("Ilegible", "Vencido"…), one click each. Shows
 * nothing while they load or if none are active: the free-text reason always works.
 */
export function RejectionPresets({ value, onChoose }: RejectionPresetsProps) {
  const presets = useRejectionReasons();
  if (!presets.data || presets.data.length === 0) {
    return null;
  }
  const current = value.trim();
  return (
    <fieldset className="space-y-1.5">
      <legend className="font-medium text-slate-800 text-sm">Motivos frecuentes</legend>
      <div className="flex flex-wrap gap-1.5">
        {presets.data.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant={current === preset.label ? 'primary' : 'outline'}
            aria-pressed={current === preset.label}
            onClick={() => onChoose(preset.label)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}

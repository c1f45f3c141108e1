import { Input } from './ui/input.tsx';
import { Field } from './ui/label.tsx';

/**
 * "Desde" and "Hasta" date filters of an admin list: each bounds the other, so a range never runs
 * backwards. `idPrefix` keeps the labels tied to their inputs.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  onFromChange,
  onToChange,
}: {
  idPrefix: string;
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-desde`} label="Desde">
        <Input
          id={`${idPrefix}-desde`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onFromChange(event.target.value)}
        />
      </Field>
      <Field id={`${idPrefix}-hasta`} label="Hasta">
        <Input
          id={`${idPrefix}-hasta`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onToChange(event.target.value)}
        />
      </Field>
    </>
  );
}

import type { RequestFormAnswers } from '@tramites/shared';

/**
 * The answers to the procedure's form, as the client gave them (issue 12): each question's label and the
 * answer as people read it (the option's label, Sí/No, a date in Spanish), read with the version filled.
 */
export function SolicitudFormAnswers({ answers }: { answers: RequestFormAnswers }) {
  return (
    <div className="space-y-3">
      <p className="text-slate-600 text-sm">
        {answers.form_name} <span aria-hidden="true">·</span>
        <span className="sr-only">,</span> versión {answers.version}
      </p>
      {answers.answers.length === 0 ? (
        <p className="text-slate-600 text-sm italic">El formulario no tenía preguntas que contestar.</p>
      ) : (
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {answers.answers.map((answer) => (
            <div
              key={answer.name}
              className="grid gap-0.5 px-3.5 py-2.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
            >
              <dt className="break-words text-slate-600 text-sm">{answer.label}</dt>
              <dd
                className={
                  answer.type === 'curp' || answer.type === 'rfc'
                    ? 'break-all font-mono font-medium text-slate-900 text-sm'
                    : 'whitespace-pre-line break-words font-medium text-slate-900 text-sm'
                }
              >
                {answer.display}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

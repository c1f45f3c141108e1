import type { LegalDocument } from '@tramites/shared';
import { formatDate } from '../../../lib/format.ts';

/** The version and date line of the aviso or the terms. */
export function LegalDocumentVersion({ document }: { document: LegalDocument }) {
  // The version is a date (YYYY-MM-DD): read at noon so no time zone moves it to the day before.
  return (
    <p className="text-slate-500 text-sm">
      Versión vigente desde el {formatDate(`${document.date}T12:00:00`)}.
    </p>
  );
}

/** The sections of the aviso or the terms, each with its anchor (`#derechos-arco`). */
export function LegalDocumentSections({
  document,
  headingLevel = 2,
}: {
  document: LegalDocument;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-6">
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titulo`}
          className="scroll-mt-20 space-y-2"
        >
          <Heading id={`${section.id}-titulo`} className="font-semibold text-lg text-slate-900">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-700 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1.5 pl-5 text-slate-700 leading-relaxed">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

/** Placeholder: this page is built by another engineer and replaces this file. */
export function TramiteDocumentosPage() {
  return (
    <div className="container-page py-10">
      <Card>
        <CardContent className="space-y-4">
          <CardTitle as="h1" className="text-2xl">
            Documentos y chat del trámite
          </CardTitle>
          <ButtonLink to={paths.dashboard.href()} variant="outline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Volver al Dashboard
          </ButtonLink>
        </CardContent>
      </Card>
    </div>
  );
}

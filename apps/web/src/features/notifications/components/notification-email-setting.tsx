import { Switch } from '../../../components/ui/switch.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useUpdateNotificationSettings } from '../api/update-notification-settings.ts';

/** The email switch of the notification centre (GET/PUT /api/notifications/settings). */
export function NotificationEmailSetting() {
  const settings = useNotificationSettings(true);
  const update = useUpdateNotificationSettings();

  if (settings.isError) {
    return (
      <p className="text-slate-600 text-xs">
        No pudimos cargar tu preferencia de correo.{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => void settings.refetch()}
        >
          Reintentar
        </button>
      </p>
    );
  }

  const onChange = async (email: boolean) => {
    try {
      await update.mutateAsync({ email });
      notifySuccess(email ? 'Avisos por correo activados' : 'Avisos por correo desactivados');
    } catch (error) {
      notifyError('No se pudo guardar tu preferencia de correo', error);
    }
  };

  return (
    <Switch
      label="Avisos por correo"
      description="Te escribimos cuando hay novedades y no estás en la página."
      checked={settings.data?.email ?? false}
      disabled={!settings.data || update.isPending}
      onChange={(event) => void onChange(event.target.checked)}
    />
  );
}

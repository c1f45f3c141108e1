import { AtSign, Bell, FileText, KeyRound, Lock, ShieldCheck, UserRound } from 'lucide-react';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { ProfileForm } from '../../../features/account/components/profile-form.tsx';
import { SessionsList } from '../../../features/account/components/sessions-list.tsx';
import { TaxProfileSection } from '../../../features/billing/components/tax-profile-form.tsx';
import { ChangeEmailForm } from '../../../features/email/components/change-email-form.tsx';
import { NotificationEmailSetting } from '../../../features/notifications/components/notification-email-setting.tsx';
import { ChangePasswordForm } from '../../../features/password/components/change-password-form.tsx';
import { PrivacyConsentsSection } from '../../../features/privacy/components/privacy-consents-section.tsx';
import { MyDataSection } from '../../../features/privacy-arco/components/my-data-section.tsx';
import { TwoFactorSettings } from '../../../features/two-factor/components/two-factor-settings.tsx';
import { useAuth } from '../../../lib/auth.tsx';

/** /cuenta, "Mi cuenta" for every role (issue 23): the person's data, password, sign-in and notices. */
export function AccountPage() {
  const { user } = useAuth();
  // RequireAuth guarantees a user here.
  const { role } = user!;

  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      <title>Mi cuenta · Trámites MX</title>
      <div>
        <h1 className="font-bold text-2xl text-slate-900">Mi cuenta</h1>
        <p className="text-slate-600">Tus datos, tu contraseña y dónde tienes la sesión abierta.</p>
      </div>
      <SectionCard icon={UserRound} title="Perfil">
        <ProfileForm />
      </SectionCard>
      {role === 'cliente' ? (
        <SectionCard icon={FileText} title="Datos de facturación">
          <TaxProfileSection />
        </SectionCard>
      ) : null}
      <SectionCard icon={AtSign} title="Correo">
        <ChangeEmailForm currentEmail={user!.email} />
      </SectionCard>
      <SectionCard icon={KeyRound} title="Contraseña">
        <ChangePasswordForm accountRole={role} />
      </SectionCard>
      <TwoFactorSettings />
      <SessionsList />
      <SectionCard icon={Bell} title="Notificaciones">
        <NotificationEmailSetting />
      </SectionCard>
      {role === 'cliente' ? (
        <SectionCard icon={Lock} title="Privacidad">
          <PrivacyConsentsSection />
        </SectionCard>
      ) : null}
      <SectionCard icon={ShieldCheck} title="Mis datos">
        <MyDataSection />
      </SectionCard>
    </div>
  );
}

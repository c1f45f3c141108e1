import { QRCodeSVG } from 'qrcode.react';

/**
 * The `otpauth://` address as a QR code for an authenticator app. Loaded lazily (two-factor-enrolment),
 * so only the enrolment step downloads the QR library.
 */
export function TotpQrCode({ value }: { value: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={176}
      marginSize={2}
      role="img"
      aria-label="Código QR para tu app de autenticación"
      className="shrink-0 rounded-lg border border-slate-200 bg-white"
    />
  );
}

import { noticeInfoOf, type PrivacyNoticeInfo } from '@tramites/shared';
import type { PrivacyConfig } from '../../config.ts';

/** GET /api/privacy/notice and the prerendered /privacidad and /terminos: the deployment's part of the aviso. */
export const privacyNoticeOf = ({ business, documentRetentionDays }: PrivacyConfig): PrivacyNoticeInfo =>
  noticeInfoOf({
    responsible: business
      ? { legal_name: business.legalName, address: business.address, email: business.email }
      : null,
    retentionDays: documentRetentionDays,
  });

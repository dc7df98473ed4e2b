import type { ConsultantWidgetProps } from '#shared/consultant/ConsultantWidget';

/** Commune's own sales consultant, used unless the build names another (set PUBLIC_CONSULT_QQ for your deployment). */
const DEFAULT_CONSULT_QQ = '800018866';

/**
 * The consultant shown by the site list and order list pages (`<ConsultantWidget {...consultant} />`), from the
 * build's environment: `PUBLIC_CONSULT_QQ` (QQ number) and `PUBLIC_CONSULT_QR` (QR code text; the QQ consult link when unset).
 */
export const consultant: ConsultantWidgetProps = {
  qq: import.meta.env.PUBLIC_CONSULT_QQ || DEFAULT_CONSULT_QQ,
  qrText: import.meta.env.PUBLIC_CONSULT_QR ?? '',
};

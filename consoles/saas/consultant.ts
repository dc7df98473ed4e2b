import type { ConsultantWidgetProps } from '../kit/consultant/ConsultantWidget';

/**
 * The consultant shown by the site list and order list pages (`<ConsultantWidget {...consultant} />`), from the
 * build's environment: `PUBLIC_CONSULT_QQ` (QQ number) and `PUBLIC_CONSULT_QR` (QR code text). Unset: no widget.
 */
export const consultant: ConsultantWidgetProps = {
  qq: import.meta.env.PUBLIC_CONSULT_QQ ?? '',
  qrText: import.meta.env.PUBLIC_CONSULT_QR ?? '',
};

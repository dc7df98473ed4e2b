// How a member's own-data file writes times and content states (each module's PersonalDataPart uses these).
import { formatBeijingDateTime } from '../../../sdk/format';
import { ContentStatusLabels } from '../../../sdk/generated/enums';

export const exportTime = (d: Date | null) => (d ? formatBeijingDateTime(d) : '');
export const contentState = (s: number) => ContentStatusLabels[s as keyof typeof ContentStatusLabels] ?? String(s);

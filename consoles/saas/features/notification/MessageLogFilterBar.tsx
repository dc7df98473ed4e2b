import { Field, makeStyles } from '@fluentui/react-components';
import { DateField } from '#kit/form/DateField';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { FilterBar } from '#kit/table/FilterBar';
import { NotificationChannelLabels, NotificationSendStatusLabels, NotificationTemplateLabels } from '#sdk';
import { SitePicker } from '../../shared/site/SitePicker';
import { filterProblem, type MessageLogFilters } from './messageLogRequests';

const useStyles = makeStyles({ date: { width: '150px' } });

export interface MessageLogFilterBarProps {
  draft: MessageLogFilters;
  edit: <K extends keyof MessageLogFilters>(key: K, value: MessageLogFilters[K]) => void;
  search(): void;
  reset(): void;
  /** The list filters by status too. */
  withStatus?: boolean;
}

/** Site, template, channel (and status), dates: the filters of both pages. */
export function MessageLogFilterBar({ draft, edit, search, reset, withStatus }: MessageLogFilterBarProps) {
  const styles = useStyles();
  const problem = filterProblem(draft);
  return (
    <FilterBar onSearch={() => !problem && search()} onReset={reset} label="筛选消息">
      <SitePicker value={draft.siteId} onChange={(v) => edit('siteId', v)} />
      <Field label="模板">
        <EnumDropdown label="模板" value={draft.template} labels={NotificationTemplateLabels} onChange={(v) => edit('template', v)} />
      </Field>
      <Field label="渠道">
        <EnumDropdown label="渠道" value={draft.channel} labels={NotificationChannelLabels} onChange={(v) => edit('channel', v)} />
      </Field>
      {withStatus && (
        <Field label="状态">
          <EnumDropdown label="状态" value={draft.status} labels={NotificationSendStatusLabels} onChange={(v) => edit('status', v)} />
        </Field>
      )}
      <Field label="开始日期" validationMessage={problem ?? undefined}>
        <DateField className={styles.date} value={draft.startDate} onChange={(value) => edit('startDate', value)} />
      </Field>
      <Field label="结束日期">
        <DateField className={styles.date} value={draft.endDate} onChange={(value) => edit('endDate', value)} />
      </Field>
    </FilterBar>
  );
}

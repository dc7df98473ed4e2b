import {
  Button,
  CounterBadge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { BugRegular } from '@fluentui/react-icons';
import { formatDateTime } from '#kit/format/time';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { errorLogCleared } from './errorLogSlice';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '0', right: '0', pointerEvents: 'none' },
  surface: { maxWidth: 'min(960px, 95vw)' },
  stack: { whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: tokens.fontSizeBase100, maxHeight: '160px', overflowY: 'auto' },
  url: { wordBreak: 'break-all' },
});

/** §8 error log in the navbar: an icon with the count, opening a table of what went wrong and where. */
export function ErrorLogButton() {
  const styles = useStyles();
  const logs = useKitSelector((s) => s.errorLog.logs);
  const dispatch = useKitDispatch();
  if (logs.length === 0) return null;
  return (
    <Dialog>
      <DialogTrigger disableButtonEnhancement>
        <span className={styles.wrap}>
          <Tooltip content="错误日志" relationship="label">
            <Button appearance="subtle" icon={<BugRegular />} />
          </Tooltip>
          <CounterBadge className={styles.badge} count={logs.length} size="small" color="danger" />
        </span>
      </DialogTrigger>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>错误日志</DialogTitle>
          <DialogContent>
            <Table size="small" aria-label="错误日志">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>错误信息</TableHeaderCell>
                  <TableHeaderCell>位置</TableHeaderCell>
                  <TableHeaderCell>页面</TableHeaderCell>
                  <TableHeaderCell>时间</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {logs.map((log) => (
                  <TableRow key={log.id}>
                    <TableCell>{log.message}</TableCell>
                    <TableCell>
                      <div className={styles.stack}>{log.info ?? log.stack ?? ''}</div>
                    </TableCell>
                    <TableCell className={styles.url}>{log.url}</TableCell>
                    <TableCell>{formatDateTime(log.time)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => dispatch(errorLogCleared())}>清空</Button>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">关闭</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

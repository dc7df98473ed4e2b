import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { BroomRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';

const useStyles = makeStyles({
  panel: { maxWidth: '720px' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  result: { color: tokens.colorPaletteGreenForeground1 },
});

/** 缓存管理 (admin / SiteSetting): clear the server's cache after a confirmation that it cannot be undone (§7, §8). */
export function ManageControlPage() {
  const styles = useStyles();
  const [asking, setAsking] = useState(false);
  const [clearCache, { isLoading }] = api.useClearRedisCacheMutation();
  const [done, setDone] = useState('');

  const cancel = () => {
    setAsking(false);
    notify.info('已取消清除缓存');
  };

  const confirm = async () => {
    const result = await clearCache();
    setAsking(false);
    // §7: on type 1 show the returned description; a failure has been toasted already.
    if (result.data?.type === 1) {
      const text = result.data.description || '缓存已清除';
      setDone(text);
      notify.success(text);
    }
  };

  return (
    <Panel
      className={styles.panel}
      title="缓存管理"
      description="服务端缓存保存站点列表、站点分类、用户等级、登录会话等常用数据，以减少数据库查询。"
    >
      <ul className={styles.list}>
        <li>清除后缓存会在访问时按需重建，期间页面可能稍慢。</li>
        <li>只删除本系统前缀下的缓存，不影响共用 Redis 中的其他数据。</li>
        <li>修改了数据库数据而页面未更新时，可清除缓存。</li>
      </ul>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<BroomRegular />} disabled={isLoading} onClick={() => setAsking(true)}>
          清除缓存
        </Button>
        {done && (
          <Text className={styles.result} role="status">
            {done}
          </Text>
        )}
      </div>
      <ConfirmDialog open={asking} title="清除缓存" confirmText="清除" danger busy={isLoading} onConfirm={confirm} onCancel={cancel}>
        <Text>确定清除服务端的全部缓存？此操作不可撤销。</Text>
      </ConfirmDialog>
    </Panel>
  );
}

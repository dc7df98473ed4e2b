import { Button, Tooltip } from '@fluentui/react-components';
import { FullScreenMaximizeRegular, FullScreenMinimizeRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { notify } from '#kit/notify/notify';

/** §2.3 fullscreen toggle; §8 warns when the browser cannot go fullscreen. */
export function FullscreenButton() {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled || !document.documentElement.requestFullscreen) {
      notify.warning('您的浏览器不支持全屏');
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen().catch(() => notify.warning('无法进入全屏'));
  };
  const label = full ? '退出全屏' : '全屏';
  return (
    <Tooltip content={label} relationship="label">
      <Button appearance="subtle" icon={full ? <FullScreenMinimizeRegular /> : <FullScreenMaximizeRegular />} onClick={toggle} />
    </Tooltip>
  );
}

import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChatRegular, DismissRegular } from '@fluentui/react-icons';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { BRAND_TEXT_COLOR } from '#kit/theme/theme';
import { CONSULTANT_DELAY_MS, clampPosition, qqConsultUrl } from './consult';

const useStyles = makeStyles({
  widget: {
    position: 'fixed',
    right: '24px',
    bottom: '96px',
    zIndex: 999,
    width: '168px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    overflow: 'hidden',
    touchAction: 'none',
  },
  handle: {
    alignSelf: 'stretch',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingInlineStart: tokens.spacingHorizontalM,
    backgroundColor: BRAND_TEXT_COLOR,
    color: '#ffffff',
    cursor: 'move',
    userSelect: 'none',
  },
  close: { color: '#ffffff' },
  qr: { width: '128px', height: '128px' },
});

export interface ConsultantWidgetProps {
  /** QQ number of the consultant: the QQ consult button opens a chat with it. */
  qq?: string;
  /** Text of the QR code (e.g. a WeChat contact link); the QQ consult link when absent. */
  qrText?: string;
  title?: string;
}

/**
 * §2.3 the draggable floating consultant, shown 2000 ms after the page mounts, with a QR code and a QQ consult
 * button. Renders nothing until a QQ number or QR text is configured.
 */
export function ConsultantWidget({ qq = '', qrText = '', title = '在线咨询' }: ConsultantWidgetProps) {
  const styles = useStyles();
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  const [qrDataUrl, setQrDataUrl] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const text = qrText || (qq ? qqConsultUrl(qq) : '');

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), CONSULTANT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!visible || !text) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) => toDataURL(text, { width: 256, margin: 1 }).then((url) => live && setQrDataUrl(url)));
    return () => {
      live = false;
    };
  }, [visible, text]);

  if (!text || !visible || closed) return null;

  // Dragging moves the box directly (no re-render per pointer move).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || (event.target as HTMLElement).closest('button')) return;
    drag.current = { dx: event.clientX - rect.left, dy: event.clientY - rect.top };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = box.current;
    if (!drag.current || !el) return;
    const { x, y } = clampPosition(
      event.clientX - drag.current.dx,
      event.clientY - drag.current.dy,
      { width: el.offsetWidth, height: el.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
    );
    Object.assign(el.style, { left: `${x}px`, top: `${y}px`, right: 'auto', bottom: 'auto' });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <aside ref={box} className={styles.widget} aria-label={title}>
      <div className={styles.handle} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp}>
        <Text weight="semibold">{title}</Text>
        <Button
          appearance="transparent"
          size="small"
          className={styles.close}
          icon={<DismissRegular />}
          aria-label="关闭在线咨询"
          onClick={() => setClosed(true)}
        />
      </div>
      {qrDataUrl && <img className={styles.qr} src={qrDataUrl} alt="咨询二维码" />}
      <Caption1>扫码添加顾问</Caption1>
      {qq && (
        <Button appearance="primary" icon={<ChatRegular />} onClick={() => window.open(qqConsultUrl(qq), '_blank', 'noopener')}>
          QQ咨询
        </Button>
      )}
    </aside>
  );
}

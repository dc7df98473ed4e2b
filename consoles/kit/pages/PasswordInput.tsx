import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';

/** A password input with a show/hide switch. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={shown ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={shown ? '隐藏密码' : '显示密码'}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}

import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemLink,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
} from '@fluentui/react-components';
import { ChevronDownRegular, PersonCircleRegular } from '@fluentui/react-icons';
import { Fragment } from 'react';
import { useNavigate } from 'react-router';
import { useConsoleConfig } from '#kit/app/context';
import { logout } from '#kit/session/thunks';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';

const useStyles = makeStyles({
  name: { maxWidth: '8em', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  narrowHidden: { '@media (max-width: 991.98px)': { display: 'none' } },
  avatar: { width: '28px', height: '28px', borderRadius: '50%', objectFit: 'cover' },
  avatarIcon: { fontSize: '28px' },
});

/** The navbar's account menu; the items come from the app (SaaS: profile, password, logout; site: front, centre, logout). */
export function UserMenu() {
  const styles = useStyles();
  const config = useConsoleConfig();
  const user = useKitSelector((s) => s.session.user);
  const dispatch = useKitDispatch();
  const navigate = useNavigate();
  const items = config.userMenu(user);
  const avatarUrl = user && 'avatarUrl' in user && user.avatarUrl ? user.avatarUrl : undefined;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          // The name is hidden on phones: the button keeps it as its accessible name.
          aria-label={`账号菜单：${user?.userName ?? '账号'}`}
          icon={
            avatarUrl ? <img className={styles.avatar} src={avatarUrl} alt="" /> : <PersonCircleRegular className={styles.avatarIcon} />
          }
        >
          <span className={`${styles.name} ${styles.narrowHidden}`}>{user?.userName ?? '账号'}</span>
          <ChevronDownRegular />
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.logout && <MenuDivider />}
              {item.href ? (
                <MenuItemLink href={item.href}>{item.label}</MenuItemLink>
              ) : (
                <MenuItem onClick={() => (item.logout ? void dispatch(logout()) : navigate(item.to ?? '/'))}>{item.label}</MenuItem>
              )}
            </Fragment>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

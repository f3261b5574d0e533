import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Dropdown } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { logout } from '@/services/auth';
import { LOGIN_PATH } from '@/services/config';
import { usePagePrefetch } from '@/services/prefetch';
import { goLogin } from '@/services/session';
import { userTitle } from '@/utils/userTitle';
import { useMenuButton } from './useMenuButton';

/** The user menu: personal center, personal settings, logout. */
export default function AvatarDropdown({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { initialState, setInitialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const menuName = intl.formatMessage({ id: 'header.userMenu' });
  const menuButton = useMenuButton();
  const prefetch = usePagePrefetch();
  // The sign-in page's code comes while the menu is open, so Log out shows it at once rather than
  // an empty layout while it loads (src/components/Layout/SessionGate.tsx).
  useEffect(() => {
    if (menuButton.open) prefetch(LOGIN_PATH);
  }, [menuButton.open, prefetch]);

  const onLogout = async () => {
    await logout();
    setInitialState((s) => ({ ...s, currentUser: undefined }));
    goLogin();
  };

  const items = [
    { key: 'center', icon: <UserOutlined aria-hidden />, label: intl.formatMessage({ id: 'header.center' }) },
    { key: 'settings', icon: <SettingOutlined aria-hidden />, label: intl.formatMessage({ id: 'header.settings' }) },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: intl.formatMessage({ id: 'header.logout' }) },
  ];
  return (
    <Dropdown
      {...menuButton.dropdown}
      menu={{
        items,
        onClick: ({ key }) => {
          menuButton.chosen();
          if (key === 'logout') onLogout();
          else history.push(`/account/${key}`);
        },
      }}
      placement="bottomRight"
      // Each opening starts at the first entry, as a menu button's should: a menu kept mounted
      // reopened on the entry chosen last.
      destroyOnHidden
    >
      <button
        type="button"
        className="header-user"
        // The visible text first (WCAG 2.5.3 "label in name"), then what the button opens.
        aria-label={user ? `${userTitle(user)}, ${menuName}` : menuName}
        aria-haspopup="menu"
        aria-expanded={menuButton.open}
        data-testid="user-menu"
        ref={menuButton.button}
        onClick={menuButton.toggle}
        onMouseEnter={menuButton.pointerBack}
      >
        {children}
      </button>
    </Dropdown>
  );
}

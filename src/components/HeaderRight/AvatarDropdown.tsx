import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { history, useIntl, useModel } from '@umijs/max';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { logout } from '@/services/auth';
import { goLogin } from '@/services/session';

/** "account (name)" as the header shows it (SPEC section 2). */
export const userTitle = (u: { account: string; name: string }) => `${u.account} (${u.name})`;

/** The user menu: personal center, personal settings, logout. */
export default function AvatarDropdown({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { setInitialState } = useModel('@@initialState');

  const onLogout = async () => {
    await logout();
    setInitialState((s) => ({ ...s, currentUser: undefined }));
    goLogin();
  };

  const items = [
    { key: 'center', icon: <UserOutlined />, label: intl.formatMessage({ id: 'header.center' }) },
    { key: 'settings', icon: <SettingOutlined />, label: intl.formatMessage({ id: 'header.settings' }) },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: intl.formatMessage({ id: 'header.logout' }) },
  ];
  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'logout') onLogout();
          else history.push(`/account/${key}`);
        },
      }}
      placement="bottomRight"
    >
      <button
        type="button"
        className="header-user"
        aria-label={intl.formatMessage({ id: 'header.userMenu' })}
        data-testid="user-menu"
      >
        {children}
      </button>
    </Dropdown>
  );
}

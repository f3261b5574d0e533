import { UserOutlined } from '@ant-design/icons';
import { history, useModel } from '@umijs/max';
import { Avatar, Button, Card, Descriptions, Space, Typography } from 'antd';
import FieldValue from '@/components/crud/FieldValue';
import Page from '@/components/Page';
import { useT } from '@/locales/useT';

/**
 * Columns of the account's details by screen, each breakpoint named (antd fills the others from its
 * own map, which gave two columns from 576 px and three from 992 px: an e-mail address and "Last
 * sign-in" broke over two lines at 640 px, and would at 1,000).
 */
const DETAIL_COLUMNS = { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 };

/** Personal center: the signed-in user's own profile (from the user menu). */
export default function AccountCenter() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  if (!user) return null;
  return (
    <Page>
      <Card>
        <Space align="center" size="large" style={{ marginBottom: 24 }}>
          <Avatar size={64} icon={<UserOutlined aria-hidden />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
            <Typography.Text type="secondary">{t(`level.${user.isSuperAdmin}`)}</Typography.Text>
          </div>
        </Space>
        <Descriptions column={DETAIL_COLUMNS} bordered size="middle">
          <Descriptions.Item label={t('account.account')}>{user.account}</Descriptions.Item>
          <Descriptions.Item label={t('account.name')}>{user.name}</Descriptions.Item>
          <Descriptions.Item label={t('account.isSuperAdmin')}>{t(`level.${user.isSuperAdmin}`)}</Descriptions.Item>
          <Descriptions.Item label={t('account.phone')}>{user.phone || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('account.email')}>{user.email || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('account.lastLoginTime')}>
            <FieldValue value={user.lastLoginTime} schema={{ kind: 'datetime' }} input="dateTime" />
          </Descriptions.Item>
        </Descriptions>
        <Button style={{ marginTop: 24 }} onClick={() => history.push('/account/settings')}>
          {t('header.settings')}
        </Button>
      </Card>
    </Page>
  );
}

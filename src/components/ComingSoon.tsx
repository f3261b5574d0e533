import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Empty } from 'antd';

/** Placeholder for pages a later issue builds: the translated title and a short notice. */
export default function ComingSoon() {
  const intl = useIntl();
  return (
    <PageContainer>
      <Empty description={intl.formatMessage({ id: 'common.comingSoon' })} />
    </PageContainer>
  );
}

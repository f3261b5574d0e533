import { useIntl } from '@umijs/max';
import { Empty } from 'antd';
import Page from '@/components/Page';

/** Placeholder for pages a later issue builds: the translated title and a short notice. */
export default function ComingSoon() {
  const intl = useIntl();
  return (
    <Page>
      <Empty description={intl.formatMessage({ id: 'common.comingSoon' })} />
    </Page>
  );
}

import { useIntl } from '@umijs/max';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import Page from '@/components/Page';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

/** Shows the page error boundary at work (SPEC section 2, "Trigger Error"). */
export default function TriggerError() {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  return (
    <Page title={intl.formatMessage({ id: 'trigger.title' })}>
      <Typography.Paragraph>{intl.formatMessage({ id: 'trigger.description' })}</Typography.Paragraph>
      <Button danger onClick={() => setBroken(true)}>
        {intl.formatMessage({ id: 'trigger.button' })}
      </Button>
      {broken && <Broken message={intl.formatMessage({ id: 'trigger.message' })} />}
    </Page>
  );
}

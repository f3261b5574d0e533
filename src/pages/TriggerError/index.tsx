import { Button, Typography } from 'antd';
import { useState } from 'react';
import Page from '@/components/Page';
import { useT } from '@/locales/useT';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

/** Shows the page error boundary at work (the "Trigger Error" menu entry). */
export default function TriggerError() {
  const t = useT();
  const [broken, setBroken] = useState(false);
  return (
    <Page title={t('trigger.title')}>
      <Typography.Paragraph>{t('trigger.description')}</Typography.Paragraph>
      <Button danger onClick={() => setBroken(true)}>
        {t('trigger.button')}
      </Button>
      {broken && <Broken message={t('trigger.message')} />}
    </Page>
  );
}

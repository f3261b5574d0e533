import { history, useSearchParams } from '@umijs/max';
import { Button, Result } from 'antd';
import ResultPicture, { type PicturedCode } from '@/components/Exception/ResultPicture';
import Text from '@/components/Text';
import { useT } from '@/locales/useT';
import { HOME_PATH } from '@/services/config';

/** Codes with their own picture and text; any other code gets the generic one. */
const KNOWN = ['403', '404', '500'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string): code is Known => (KNOWN as readonly string[]).includes(code);

/**
 * Target of the generic handler's showType 9: `code` and `message` from the query, always as
 * text. 403, 404 and 500 show their own picture and say what they mean, as the layout's 403 and
 * 404 pages do.
 */
export default function ExceptionPage() {
  const t = useT();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const message = params.get('message');
  const known = isKnown(code) ? code : undefined;
  return (
    <Result
      // A known code's picture scales with the window (ResultPicture), which Result's own for that
      // status does not; the class names the code instead.
      {...(known
        ? { className: `app-result-${known}`, icon: <ResultPicture code={Number(known) as PicturedCode} /> }
        : { status: 'warning' as const })}
      // The page's one h1, as every page has (its words the result's title's size).
      title={<h1 className="app-result-title">{t('exception.title', { code })}</h1>}
      subTitle={
        <>
          <div>{known ? t(`exception.${known}`) : (message ?? t('exception.noMessage'))}</div>
          {known && message ? <Text type="secondary">{message}</Text> : null}
        </>
      }
      extra={
        <Button type="primary" onClick={() => history.push(HOME_PATH)}>
          {t('app.home')}
        </Button>
      }
    />
  );
}

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

/** What a server's error code looks like (a number, or a short name such as E1). */
const CODE = /^[A-Za-z0-9_.-]{1,16}$/;

/** Characters that reorder the text around them ("\u202Eevil" shows as "live"). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** A message or a code as long as a URL, unbroken, wraps inside the page instead of widening it. */
const WRAPS = { overflowWrap: 'anywhere' } as const;

/**
 * Target of the generic handler's showType 9: `code` and `message` from the query, always as
 * text. 403, 404 and 500 show their own picture and say what they mean, as the layout's 403 and
 * 404 pages do. Anyone can write such a URL, so what it shows is only what a server's answer
 * could hold: a code that looks like none is left out, and the message cannot reorder its words.
 */
export default function ExceptionPage() {
  const t = useT();
  const [params] = useSearchParams();
  const given = params.get('code') ?? '';
  const code = CODE.test(given) ? given : '';
  const message = params.get('message')?.replace(BIDI_CONTROLS, '').trim() || undefined;
  const known = isKnown(code) ? code : undefined;
  return (
    <Result
      // A known code's picture scales with the window (ResultPicture), which Result's own for that
      // status does not; the class names the code instead.
      {...(known
        ? { className: `app-result-${known}`, icon: <ResultPicture code={Number(known) as PicturedCode} /> }
        : { status: 'warning' as const })}
      // The page's one h1, as every page has (its words the result's title's size).
      title={<h1 className="app-result-title">{t('exception.title', { code }).trim()}</h1>}
      subTitle={
        <div style={WRAPS}>
          <div>{known ? t(`exception.${known}`) : (message ?? t('exception.noMessage'))}</div>
          {known && message ? <Text type="secondary">{message}</Text> : null}
        </div>
      }
      extra={
        <Button type="primary" onClick={() => history.push(HOME_PATH)}>
          {t('app.home')}
        </Button>
      }
    />
  );
}

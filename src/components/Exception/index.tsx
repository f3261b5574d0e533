import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT } from '@/locales/useT';
import { HOME_PATH } from '@/services/config';
import ResultPicture from './ResultPicture';

/** 403 / 404 pages of the layout (typed URL of a forbidden or unknown page). */
export default function Exception({ status }: { status: 403 | 404 }) {
  const t = useT();
  return (
    <Result
      // Not Result's `status`: its picture for a code keeps a fixed size (ResultPicture). The class
      // names the code instead.
      className={`app-result-${status}`}
      icon={<ResultPicture code={status} />}
      // The page's one h1, as every page has (its words the result's title's size).
      title={<h1 className="app-result-title">{String(status)}</h1>}
      subTitle={t(`exception.${status}`)}
      extra={
        <Button type="primary" onClick={() => history.push(HOME_PATH)}>
          {t('app.home')}
        </Button>
      }
    />
  );
}

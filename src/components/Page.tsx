import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { RouteContext } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { type ReactNode, useContext } from 'react';

interface Props {
  /** Heading; default the menu title of the current route (as the layout names it). */
  title?: ReactNode;
  /** Shows a back arrow before the heading. */
  onBack?: () => void;
  children?: ReactNode;
}

/**
 * A page's heading and body inside the layout. Pro's PageContainer did this with a page header,
 * tabs and breadcrumb machinery (23 KB gzip) on every list page; this is the part we use.
 */
export default function Page({ title, onBack, children }: Props) {
  const route = useContext(RouteContext);
  const intl = useIntl();
  const heading = title ?? route.title;
  return (
    <div className="app-page">
      {heading && (
        <div className="app-page-header">
          {onBack && (
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={intl.formatMessage({ id: 'common.back' })}
              onClick={onBack}
            />
          )}
          <h1 className="app-page-title">{heading}</h1>
        </div>
      )}
      {children}
    </div>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { RouteContext } from '@ant-design/pro-components';
import { Button } from 'antd';
import { type ReactNode, useContext } from 'react';
import { useT } from '@/locales/useT';

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
  const t = useT();
  const heading = title ?? route.title;
  return (
    <div className="app-page">
      {heading && (
        <div className="app-page-header">
          {onBack && <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('common.back')} onClick={onBack} />}
          <h1 className="app-page-title">{heading}</h1>
        </div>
      )}
      {children}
    </div>
  );
}

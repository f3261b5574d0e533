import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Button, theme } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '@/locales/useT';

/** Failed download of a page's code (webpack ChunkLoadError / lazy import failure). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.name === 'ChunkLoadError' ||
        /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(e.message ?? '')),
  );
}

/**
 * The notice in place of a broken page. Plain markup and a Button, both in the entry bundle: it
 * has to show when page code cannot be downloaded, and antd's Result would add its status
 * illustrations (about 10 KB gzip) to the first load of every page.
 */
function Fallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const chunk = isChunkLoadError(error);
  return (
    // In place of the layout's content (ProLayout's <main> is inside this boundary): still the
    // page's <main>, where "Skip to content" leads.
    <main>
      <div role="alert" style={{ padding: '48px 32px', textAlign: 'center' }}>
        <span style={{ fontSize: 72, lineHeight: 1, color: chunk ? token.colorWarning : token.colorError }}>
          {chunk ? <ExclamationCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
        </span>
        <h2 style={{ margin: '24px 0 8px', fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
          {t(chunk ? 'app.chunkError.title' : 'app.boundary.title')}
        </h2>
        <p style={{ margin: '0 0 24px', color: token.colorTextDescription }}>
          {t(chunk ? 'app.chunkError.description' : 'app.boundary.description')}
        </p>
        <Button type="primary" onClick={chunk ? () => window.location.reload() : onRetry}>
          {t(chunk ? 'app.reload' : 'app.boundary.retry')}
        </Button>
      </div>
    </main>
  );
}

interface Props {
  children?: ReactNode;
  /** Changing this clears a caught error; default the current path, so navigating away recovers. */
  resetKey?: string;
}

const keyOf = (props: Props) => props.resetKey ?? history.location.pathname;

/** Keeps one broken page from blanking the console: the layout stays, the page shows a notice. */
export default class ErrorBoundary extends Component<Props, { error: unknown; key?: string }> {
  state = { error: undefined as unknown, key: keyOf(this.props) };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key?: string }) {
    const key = keyOf(props);
    return key !== state.key ? { error: undefined, key } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for whoever reads the browser console when reporting the problem.
    console.error('Page error caught by ErrorBoundary', error, info.componentStack);
  }

  render() {
    if (this.state.error !== undefined) {
      return <Fallback error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
    }
    return this.props.children;
  }
}

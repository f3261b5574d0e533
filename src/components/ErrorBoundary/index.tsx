import { useIntl } from '@umijs/max';
import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Failed download of a page's code (webpack ChunkLoadError / lazy import failure). */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
      (e.name === 'ChunkLoadError' ||
        /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(e.message ?? '')),
  );
}

function Fallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  if (isChunkLoadError(error)) {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'app.chunkError.title' })}
        subTitle={intl.formatMessage({ id: 'app.chunkError.description' })}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {intl.formatMessage({ id: 'app.reload' })}
          </Button>
        }
      />
    );
  }
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'app.boundary.title' })}
      subTitle={intl.formatMessage({ id: 'app.boundary.description' })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {intl.formatMessage({ id: 'app.boundary.retry' })}
        </Button>
      }
    />
  );
}

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the path) clears a caught error, so navigating away recovers. */
  resetKey?: string;
}

/** Keeps one broken page from blanking the console: the layout stays, the page shows a notice. */
export default class ErrorBoundary extends Component<Props, { error: unknown; key?: string }> {
  state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key?: string }) {
    return props.resetKey !== state.key ? { error: undefined, key: props.resetKey } : null;
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

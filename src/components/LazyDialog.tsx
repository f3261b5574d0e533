import { Component, type ReactNode, Suspense } from 'react';
import { useT } from '@/locales/useT';
import { feedback } from '@/services/feedback';
import { retryFailedDownloads } from '@/utils/lazyComponent';
import DialogLoading from './DialogLoading';
import { isChunkLoadError } from './ErrorBoundary';

interface Props {
  /** Whether the dialog is wanted now: a new opening after a failed download tries it again. */
  open: boolean;
  /** Closes the dialog: Escape while its code loads, or a download that failed. */
  onCancel: () => void;
  /**
   * Where the failure is said: the console's messages unless the caller gives its own (a list
   * gives its feedback host's, which shows while the list is full screen). Taken from the caller
   * rather than read here, so this module adds no import of antd's App to the pages that use it.
   */
  message?: typeof feedback.message;
  children: ReactNode;
}

interface BoundaryProps extends Omit<Props, 'message'> {
  /** Says that the dialog's code could not be downloaded. */
  onFailed: () => void;
}

interface BoundaryState {
  /** What the dialog threw, until its next opening. */
  error?: unknown;
  open: boolean;
}

/**
 * A dialog whose code cannot be downloaded (offline, or the console updated meanwhile) closes with
 * a message, and the page stays as it was: without this, the page's error notice took the page's
 * place. Its next opening downloads again. Any other error is the page's to show (its
 * ErrorBoundary): it is thrown on.
 */
class DialogBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { open: this.props.open };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.open === state.open) return null;
    if (props.open && state.error !== undefined) {
      retryFailedDownloads();
      return { open: true, error: undefined };
    }
    return { open: props.open };
  }

  componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    this.props.onCancel();
    this.props.onFailed();
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return null;
    throw error;
  }
}

/** Where a dialog whose code loads when first opened renders, while that code comes and if it cannot. */
export default function LazyDialog({ open, onCancel, message = feedback.message, children }: Props) {
  const t = useT();
  return (
    <DialogBoundary open={open} onCancel={onCancel} onFailed={() => message.error(t('app.chunkError.dialog'))}>
      <Suspense fallback={<DialogLoading onCancel={onCancel} />}>{children}</Suspense>
    </DialogBoundary>
  );
}

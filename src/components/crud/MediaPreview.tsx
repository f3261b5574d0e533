import { PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { useT } from '@/locales/useT';
import { URL_RE } from '@/schema/patterns';
import ImageThumb from './ImageThumb';
import { lottieSeconds } from './lottie';

/** lottie-web comes with the player, when a preview first opens. */
const AnimationPlayer = lazy(() => import('./AnimationPlayer'));

/** A button that opens a dialog playing a Lottie animation file. */
export function AnimationPreview({ src, name }: { src: string; name?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const title = name ? t('crud.preview.titleOf', { name }) : t('crud.preview.title');
  return (
    <>
      <Button size="small" icon={<PlayCircleOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('crud.preview.play')}
      </Button>
      <Modal open={open} title={title} footer={null} onCancel={() => setOpen(false)} destroyOnHidden width={420}>
        <Suspense fallback={null}>{open && <AnimationPlayer src={src} title={title} />}</Suspense>
      </Modal>
    </>
  );
}

interface FormPreviewProps {
  /** The URL field to preview. */
  name: string;
  kind: 'image' | 'audio' | 'animation';
  /** Audio or animation: the field that takes the file's length in whole seconds, read from the file. */
  durationTo?: string;
}

/**
 * Under a media URL field of a form: shows or plays what the field points at now (an uploaded or
 * typed URL): a cover as the lists show it, a thumbnail that opens the preview. An audio or
 * animation file's length, once read, fills `durationTo`, so the duration is the file's and is
 * never typed.
 */
export function FormMediaPreview({ name, kind, durationTo }: FormPreviewProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const src: unknown = Form.useWatch(name, form);
  // The address the browser could not play (not audio, or from a site the console may not load
  // media from): said under the player, or the player would sit at 0:00 and the length stay empty.
  const [unplayable, setUnplayable] = useState<string>();
  // An animation's length is in its file (frames and frame rate): read from the console's own
  // server only (an uploaded file), which the page may fetch.
  useEffect(() => {
    if (kind !== 'animation' || !durationTo || typeof src !== 'string' || !src.startsWith('/')) return undefined;
    let wanted = true;
    fetch(new URL(src, window.location.href))
      .then((res) => (res.ok ? res.json() : undefined))
      .then((data) => {
        const seconds = lottieSeconds(data);
        if (wanted && seconds)
          form.setFields([{ name: durationTo, value: Math.max(1, Math.round(seconds)), errors: [] }]);
      })
      .catch(() => undefined);
    return () => {
      wanted = false;
    };
  }, [kind, durationTo, src, form]);
  // Only an address the field would take: anything else would be asked of the console's own
  // server as a path relative to the page (a 404 while "not a url" is typed).
  if (typeof src !== 'string' || !URL_RE.test(src)) return null;
  if (kind === 'animation') return <AnimationPreview src={src} />;
  if (kind === 'image')
    return (
      <div style={{ marginTop: 4 }}>
        <ImageThumb src={src} />
      </div>
    );
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: catalogue music has no caption track */}
      <audio
        controls
        preload="metadata"
        src={src}
        style={{ display: 'block', height: 32, width: '100%', marginTop: 4 }}
        onError={() => setUnplayable(src)}
        onLoadedMetadata={(e) => {
          setUnplayable(undefined);
          const seconds = e.currentTarget.duration;
          if (durationTo && Number.isFinite(seconds) && seconds > 0)
            form.setFields([{ name: durationTo, value: Math.max(1, Math.round(seconds)), errors: [] }]);
        }}
      />
      {unplayable === src && (
        <Alert
          type="error"
          showIcon
          icon={alertIcon('error')}
          message={t('crud.preview.audioFailed')}
          style={{ marginTop: 4 }}
        />
      )}
    </>
  );
}

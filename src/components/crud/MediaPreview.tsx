import { PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Form, type FormInstance, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { useT } from '@/locales/useT';
import { URL_RE } from '@/schema/patterns';
import ImageThumb from './ImageThumb';

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

/**
 * Puts a media file's length into its duration field (whole seconds, at least one), checked by the
 * field's rules at once: a file longer than the field allows says so now, not on Save.
 */
export function fillDuration(form: FormInstance, name: string, seconds: number): void {
  form.setFieldValue(name, Math.max(1, Math.round(seconds)));
  form.validateFields([name]).catch(() => undefined);
}

interface FormPreviewProps {
  /** The URL field to preview. */
  name: string;
  kind: 'image' | 'audio' | 'animation';
  /** Audio: the field that takes the file's length in whole seconds, read from the file itself. */
  durationTo?: string;
}

/**
 * Under a media URL field of a form: shows or plays what the field points at now (an uploaded or
 * typed URL): a cover as the lists show it, a thumbnail that opens the preview. An audio file's
 * length, once the browser has read it, fills `durationTo`, so the duration is the file's and is
 * never typed (an animation's is read as it is uploaded: UploadButton).
 */
export function FormMediaPreview({ name, kind, durationTo }: FormPreviewProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const src: unknown = Form.useWatch(name, form);
  // The address the browser could not play (not audio, or from a site the console may not load
  // media from): said under the player, or the player would sit at 0:00 and the length stay empty.
  const [unplayable, setUnplayable] = useState<string>();
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
          if (durationTo && Number.isFinite(seconds) && seconds > 0) fillDuration(form, durationTo, seconds);
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

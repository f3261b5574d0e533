import { EyeOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useT } from '@/locales/useT';

/** A grey square for images that fail to load (demo URLs point at an example host). */
const FALLBACK_IMG =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="%23f0f0f0"/></svg>';

/**
 * A 48 px thumbnail that opens antd's preview on click. Its hover mask shows the eye alone, named
 * in the page's language (antd's holds the eye, named "eye" in English, and "Preview", which does
 * not fit 48 px).
 */
export default function ImageThumb({ src }: { src: string }) {
  const t = useT();
  return (
    <Image
      src={src}
      width={48}
      height={48}
      style={{ objectFit: 'cover' }}
      alt=""
      fallback={FALLBACK_IMG}
      preview={{ mask: <EyeOutlined aria-label={t('a11y.previewImage')} /> }}
    />
  );
}

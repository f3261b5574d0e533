import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/locales/useT';

interface Props {
  /** URL of a Lottie JSON file. */
  src: string;
  /** Accessible name of the drawing. */
  title: string;
}

/**
 * Plays a Lottie animation in a loop. lottie-web's light build (SVG renderer, no expressions)
 * needs no eval, so the Content-Security-Policy stays without 'unsafe-eval' (docs/security.md);
 * this module is loaded only when a preview opens.
 */
export default function AnimationPlayer({ src, title }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'playing' | 'failed'>('loading');
  useEffect(() => {
    let gone = false;
    let destroy = () => {};
    setState('loading');
    import('lottie-web/build/player/lottie_light').then(
      ({ default: lottie }) => {
        if (gone || !box.current) return;
        const animation = lottie.loadAnimation({
          container: box.current,
          renderer: 'svg',
          loop: true,
          autoplay: true,
          path: src,
          rendererSettings: { title },
        });
        animation.addEventListener('DOMLoaded', () => !gone && setState('playing'));
        animation.addEventListener('data_failed', () => !gone && setState('failed'));
        destroy = () => animation.destroy();
      },
      () => !gone && setState('failed'),
    );
    return () => {
      gone = true;
      destroy();
    };
  }, [src, title]);
  return (
    <div style={{ position: 'relative' }}>
      {state === 'failed' && <Alert type="error" showIcon message={t('crud.preview.failed')} />}
      {state === 'loading' && (
        <Spin style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} />
      )}
      <div
        ref={box}
        role="img"
        aria-label={title}
        data-state={state}
        style={{ width: '100%', aspectRatio: '1 / 1', maxHeight: 360, display: state === 'failed' ? 'none' : 'block' }}
      />
    </div>
  );
}

import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { alertIcon } from '@/components/alertIcons';
import { useT } from '@/locales/useT';
import { type LottieProblem, lottieProblem, lottieProblemOfText } from './lottie';

interface Props {
  /** URL of a Lottie JSON file. */
  src: string;
  /** Accessible name of the drawing. */
  title: string;
}

/**
 * How long an animation may take to be ready before the player gives up on it: the data is
 * already here, but the images an animation names still load over the network.
 */
const READY_WITHIN_MS = 10_000;

type State = 'loading' | 'playing' | 'failed' | LottieProblem;

/** The Lottie file at `src`, parsed, or why it is not one ('failed' when it could not be read). */
async function loadLottie(src: string): Promise<unknown> {
  // A media file on the console's origin, as an <audio> or <img> loads its own: not an API call.
  const res = await fetch(new URL(src, window.location.href), { credentials: 'omit' });
  if (!res.ok) throw 'failed';
  const text = await res.text();
  const problem = lottieProblemOfText(text);
  if (problem) throw problem;
  return JSON.parse(text);
}

/**
 * Plays a Lottie animation in a loop. lottie-web's light build (SVG renderer, no expressions)
 * needs no eval, so the Content-Security-Policy stays without 'unsafe-eval' (docs/security.md);
 * this module is loaded only when a preview opens.
 * The file is fetched and checked here and handed to lottie as data: given a URL, lottie fails on
 * a file that is not an animation with an uncaught error and never says it is done. Any failure
 * (not a Lottie file, lottie throwing or reporting an error, never getting ready) shows an error
 * in place of the spinner.
 */
export default function AnimationPlayer({ src, title }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');
  useEffect(() => {
    let gone = false;
    let destroy = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (next: State) => {
      if (gone) return;
      clearTimeout(timer);
      if (next !== 'playing') destroy();
      setState(next);
    };
    setState('loading');
    Promise.all([loadLottie(src), import('lottie-web/build/player/lottie_light')])
      .then(([data, { default: lottie }]) => {
        if (gone || !box.current) return;
        // (Checked again: loadLottie's answer is the parsed file, whatever it holds.)
        if (lottieProblem(data)) throw 'notLottie';
        const animation = lottie.loadAnimation({
          container: box.current,
          renderer: 'svg',
          loop: true,
          autoplay: true,
          animationData: data,
          rendererSettings: { title },
        });
        destroy = () => animation.destroy();
        animation.addEventListener('DOMLoaded', () => settle('playing'));
        animation.addEventListener('error', () => settle('failed'));
        animation.addEventListener('data_failed', () => settle('failed'));
        // A failure while setting the data up is reported before a listener can hear it: an
        // animation that is not ready by then is given up after a while.
        if (!animation.isLoaded) timer = setTimeout(() => settle('failed'), READY_WITHIN_MS);
      })
      .catch((why: unknown) => settle(why === 'notJson' || why === 'notLottie' ? 'notLottie' : 'failed'));
    return () => {
      gone = true;
      clearTimeout(timer);
      destroy();
    };
  }, [src, title]);
  const failed = state !== 'loading' && state !== 'playing';
  return (
    <div style={{ position: 'relative' }}>
      {failed && (
        <Alert
          type="error"
          showIcon
          icon={alertIcon('error')}
          message={t(state === 'notLottie' || state === 'notJson' ? 'crud.preview.notLottie' : 'crud.preview.failed')}
        />
      )}
      {state === 'loading' && (
        <Spin style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} />
      )}
      <div
        ref={box}
        role="img"
        aria-label={title}
        data-state={failed ? 'failed' : state}
        style={{ width: '100%', aspectRatio: '1 / 1', maxHeight: 360, display: failed ? 'none' : 'block' }}
      />
    </div>
  );
}

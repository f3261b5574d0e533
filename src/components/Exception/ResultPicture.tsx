import { Result } from 'antd';

/** antd's pictures of the codes that have one, with their drawn widths (all 294 px high). */
const PICTURES = {
  403: [Result.PRESENTED_IMAGE_403, 251],
  404: [Result.PRESENTED_IMAGE_404, 252],
  500: [Result.PRESENTED_IMAGE_500, 254],
} as const;

export type PicturedCode = keyof typeof PICTURES;

/**
 * A third of the window's height at most: a short window (a laptop at 200 % zoom) still shows the
 * code, the text and the way home on its first screen. Full size from 900 px high.
 */
export const PICTURE_STYLE = { display: 'inline-block', height: '33vh', maxHeight: 294, width: 'auto' } as const;

/**
 * A code's picture, scaled to the window's height. antd draws it at a fixed size with no viewBox,
 * in a box of a fixed size too (Result's own picture for these codes): nested in an svg that has a
 * viewBox, the same drawing scales.
 */
export default function ResultPicture({ code }: { code: PicturedCode }) {
  const [Picture, width] = PICTURES[code];
  return (
    <svg className="app-result-picture" viewBox={`0 0 ${width} 294`} style={PICTURE_STYLE} aria-hidden>
      <Picture />
    </svg>
  );
}

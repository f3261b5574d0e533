/**
 * What makes a file a Lottie animation (the `animation` media fields): checked when a file is
 * chosen for upload and again before the player hands it to lottie-web, which otherwise fails
 * on a foreign JSON file with an uncaught TypeError and never says it is done.
 */

export type LottieProblem = 'notJson' | 'notLottie';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The Lottie shape, or 'notLottie': a version `v` (bodymovin writes it as text, "5.7.0"), numbers
 * `fr` (frame rate, > 0), `ip` and `op` (first and last frame), `w` and `h` (size, > 0), and a
 * `layers` array of objects.
 */
export function lottieProblem(data: unknown): LottieProblem | undefined {
  if (!isObject(data)) return 'notLottie';
  const { v, fr, ip, op, w, h, layers } = data;
  const ok =
    (typeof v === 'string' || isNumber(v)) &&
    isNumber(fr) &&
    fr > 0 &&
    isNumber(ip) &&
    isNumber(op) &&
    isNumber(w) &&
    w > 0 &&
    isNumber(h) &&
    h > 0 &&
    Array.isArray(layers) &&
    layers.every(isObject);
  return ok ? undefined : 'notLottie';
}

/** Parses a file's text: 'notJson' when it is not JSON, else the shape's problem. */
export function lottieProblemOfText(text: string): LottieProblem | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'notJson';
  }
  return lottieProblem(data);
}

/** A Lottie animation's length in seconds ((last frame - first frame) / frame rate), or undefined. */
export function lottieSeconds(data: unknown): number | undefined {
  if (lottieProblem(data)) return undefined;
  const { fr, ip, op } = data as { fr: number; ip: number; op: number };
  const seconds = (op - ip) / fr;
  return seconds > 0 ? seconds : undefined;
}

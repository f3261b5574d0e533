/** What makes a file a Lottie animation the player can take (src/components/crud/lottie.ts). */
import { lottieProblem, lottieProblemOfText, lottieSeconds } from '@/components/crud/lottie';

const lottie = {
  v: '5.7.0',
  fr: 30,
  ip: 0,
  op: 60,
  w: 160,
  h: 120,
  layers: [{ ty: 4, ks: {}, shapes: [] }],
};

describe('Lottie files', () => {
  it('take an object with a version, numbers fr, ip, op, w, h and a layers array', () => {
    expect(lottieProblem(lottie)).toBeUndefined();
    expect(lottieProblem({ ...lottie, v: 5 })).toBeUndefined();
    expect(lottieProblem({ ...lottie, layers: [] })).toBeUndefined();
  });

  it('refuse anything else as not a Lottie animation', () => {
    for (const bad of [
      null,
      [],
      'text',
      42,
      { hello: 'world' },
      { ...lottie, v: undefined },
      { ...lottie, fr: '30' },
      { ...lottie, fr: 0 },
      { ...lottie, ip: undefined },
      { ...lottie, op: Number.NaN },
      { ...lottie, w: -1 },
      { ...lottie, h: null },
      { ...lottie, layers: {} },
      { ...lottie, layers: [null] },
      { ...lottie, layers: ['x'] },
    ])
      expect(lottieProblem(bad)).toBe('notLottie');
  });

  it('tell a file that is not JSON at all from one that is JSON but not Lottie', () => {
    expect(lottieProblemOfText(JSON.stringify(lottie))).toBeUndefined();
    expect(lottieProblemOfText('{"v": "5.7.0", ')).toBe('notJson');
    expect(lottieProblemOfText('')).toBe('notJson');
    expect(lottieProblemOfText('{"name": "not an animation"}')).toBe('notLottie');
  });
});

describe("a Lottie animation's length", () => {
  it('is its frames over its frame rate, and none for what is not Lottie', () => {
    expect(lottieSeconds({ v: '5.7.0', fr: 30, ip: 0, op: 240, w: 1, h: 1, layers: [] })).toBe(8);
    expect(lottieSeconds({ v: '5.7.0', fr: 25, ip: 10, op: 60, w: 1, h: 1, layers: [] })).toBe(2);
    expect(lottieSeconds({ v: '5.7.0', fr: 30, ip: 5, op: 5, w: 1, h: 1, layers: [] })).toBeUndefined();
    expect(lottieSeconds({ fr: 30 })).toBeUndefined();
  });
});

/**
 * Lottie animations of the animate catalogue: a chosen file is checked before it is uploaded,
 * and the player says so when a file cannot be played, in place of its spinner.
 */
import { File as NodeFile } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import lottie from 'lottie-web/build/player/lottie_light';
import { CATALOGUES } from '@/catalogues';
import AnimationPlayer from '@/components/crud/AnimationPlayer';
import CrudForm from '@/components/crud/CrudForm';
import { useResourceFields } from '@/components/crud/useResourceFields';
import { callBackend, renderInApp, signInAs } from '../helpers';

// lottie-web draws on a canvas jsdom does not have; what it does with a file stands in here.
jest.mock('lottie-web/build/player/lottie_light', () => ({ __esModule: true, default: { loadAnimation: jest.fn() } }));
const loadAnimation = lottie.loadAnimation as jest.Mock;

const ANIMATE = CATALOGUES.animate;

/** A file as the request layer's fetch takes it (see upload.test.tsx). */
const jsonFile = (text: string, name: string) =>
  new NodeFile([text], name, { type: 'application/json' }) as unknown as File;

const LOTTIE = JSON.stringify({ v: '5.7.0', fr: 30, ip: 0, op: 60, w: 160, h: 120, layers: [{ ty: 4 }] });

/** The file input of a media field: its upload button sits inside the URL input (the cover has one too). */
const fileInputOf = (url: HTMLElement) =>
  url.closest('.ant-form-item')?.querySelector('input[type=file]') as HTMLInputElement;

function AnimateForm() {
  const fields = useResourceFields(ANIMATE);
  return <CrudForm view={ANIMATE} fields={fields} editing="new" onClose={() => {}} onSaved={() => {}} />;
}

/** Stores a file on the mock backend as POST /upload would, and gives its URL. */
function stored(text: string, name: string): string {
  const file = { name, type: 'application/json', data: Uint8Array.from(Buffer.from(text)) };
  return callBackend<{ url: string }>(signInAs('admin'), 'POST', '/upload', { file }).data.url;
}

beforeEach(() => loadAnimation.mockReset());

describe('choosing an animation file', () => {
  it.each([
    ['en-US', '{"v": "5.7.0", "fr": ', 'This file is not valid JSON'],
    [
      'en-US',
      '{"name": "a drawing"}',
      'This JSON file is not a Lottie animation (it needs v, fr, ip, op, w, h and layers)',
    ],
    ['zh-CN', '{"name": "a drawing"}', '该 JSON 文件不是 Lottie 动画（需要 v、fr、ip、op、w、h 和 layers）'],
  ] as const)(
    'refuses a file that is not a Lottie animation at the field, without uploading it (%s: %s)',
    async (locale, text, problem) => {
      const user = userEvent.setup({ delay: null });
      signInAs('admin');
      renderInApp(<AnimateForm />, locale);
      const dialog = await screen.findByRole('dialog');
      const url = within(dialog).getByLabelText(
        locale === 'en-US' ? 'Animation file URL' : '动画文件地址',
      ) as HTMLInputElement;
      await user.upload(fileInputOf(url), jsonFile(text, 'drawing.json'));
      expect(await within(dialog).findByText(problem)).toBeInTheDocument();
      expect(url.value).toBe('');
    },
  );

  it('uploads a Lottie file and puts its URL in the field', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<AnimateForm />);
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByLabelText('Animation file URL') as HTMLInputElement;
    await user.upload(fileInputOf(url), jsonFile(LOTTIE, 'ball.json'));
    await waitFor(() => expect(url.value).toMatch(/^\/uploads\/\d+-ball\.json$/));
  });
});

describe('the animation player', () => {
  const player = () => screen.getByLabelText('Animation preview');

  it('shows why in place of the spinner when the file is not a Lottie animation, and never hands it to lottie', async () => {
    const src = stored('{"name": "a drawing"}', 'drawing.json');
    renderInApp(<AnimationPlayer src={src} title="Animation preview" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Lottie animation, so it cannot be played.',
    );
    expect(player()).toHaveAttribute('data-state', 'failed');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(loadAnimation).not.toHaveBeenCalled();
  });

  it('shows an error in place of the spinner when lottie fails on the file', async () => {
    loadAnimation.mockImplementation(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'length')");
    });
    renderInApp(<AnimationPlayer src={stored(LOTTIE, 'ball.json')} title="Animation preview" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file could not be played as an animation.');
    expect(player()).toHaveAttribute('data-state', 'failed');
    expect(loadAnimation).toHaveBeenCalledWith(expect.objectContaining({ animationData: JSON.parse(LOTTIE) }));
  });

  it('shows an error when lottie reports one while loading or playing', async () => {
    let report: (() => void) | undefined;
    const destroy = jest.fn();
    loadAnimation.mockImplementation(() => ({
      isLoaded: false,
      addEventListener: (name: string, fn: () => void) => {
        if (name === 'error') report = fn;
        return () => {};
      },
      destroy,
    }));
    renderInApp(<AnimationPlayer src={stored(LOTTIE, 'ball.json')} title="Animation preview" />);
    await waitFor(() => expect(report).toBeDefined());
    expect(player()).toHaveAttribute('data-state', 'loading');
    // lottie's own event, from outside React: act as a page's event loop would.
    act(() => (report as () => void)());
    expect(await screen.findByRole('alert')).toHaveTextContent('This file could not be played as an animation.');
    expect(destroy).toHaveBeenCalled();
  });
});

import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CATALOGUES, type CatalogueView } from '@/catalogues';
import CrudForm from '@/components/crud/CrudForm';
import { useResourceFields } from '@/components/crud/useResourceFields';
import { renderInApp, signInAs } from '../helpers';
import { getBackend, server, watchCalls } from '../msw';

const MUSIC = CATALOGUES.music;

/**
 * A file as the request layer's fetch takes it: under jest-fixed-jsdom, fetch and FormData are
 * Node's, which turn jsdom's File into the text "[object File]"; in a browser they are one family.
 */
const fileOf = (parts: ConstructorParameters<typeof NodeFile>[0], name: string, type: string) =>
  new NodeFile(parts, name, { type }) as unknown as File;

/** A catalogue's add form (by default the music catalogue's, with its Audio field). */
function AddForm({ view = MUSIC }: { view?: CatalogueView }) {
  const fields = useResourceFields(view);
  return <CrudForm view={view} fields={fields} editing="new" onClose={() => {}} onSaved={() => {}} />;
}

/** The music form opened by an administrator, with the Audio field to type an address into. */
async function openMusicFormToType() {
  const user = userEvent.setup({ delay: null });
  signInAs('admin');
  renderInApp(<AddForm />);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, url: within(dialog).getByLabelText('Audio') };
}

describe('media upload in a catalogue form', () => {
  it('fills the field with the uploaded file, served back on the same origin, and tells the server which kind of field it is for', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    const kinds = watchCalls((url, request) =>
      url.pathname.endsWith('/upload')
        ? request
            .clone()
            .formData()
            .then((f) => f.get('kind'))
        : undefined,
    );
    renderInApp(<AddForm />);
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;

    await user.upload(input, fileOf([new Uint8Array([82, 73, 70, 70, 1, 2, 3])], 'tone.wav', 'audio/wav'));
    const url = within(dialog).getByLabelText('Audio') as HTMLInputElement;
    await waitFor(() => expect(url.value).toMatch(/^\/uploads\/\d+-tone\.wav$/));
    expect(getBackend().uploaded(url.value)?.data.byteLength).toBe(7);
    expect(await Promise.all(kinds)).toEqual(['audio']);
    // The form's player plays the file that was just uploaded.
    expect(dialog.querySelector('audio')?.getAttribute('src')).toBe(url.value);
  });

  it.each([
    ['fills the duration from its frames', 30, 240, '8', null],
    ['says at once, at the duration, that it is longer than the field allows', 1, 5000, '5000', 'Must be at most 3600'],
  ])('an uploaded Lottie animation %s', async (_, fr, op, seconds, refusal) => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<AddForm view={CATALOGUES.animate} />);
    const dialog = await screen.findByRole('dialog');
    const lottie = { v: '5.7.0', fr, ip: 0, op, w: 100, h: 100, layers: [] };
    const input = dialog.querySelector('input[accept*="json"]') as HTMLInputElement;
    await user.upload(input, fileOf([JSON.stringify(lottie)], 'rocket.json', 'application/json'));
    await waitFor(() => expect(within(dialog).getByLabelText('Duration (s)')).toHaveValue(seconds));
    if (refusal) expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    else expect(within(dialog).queryByText(/Must be at/)).not.toBeInTheDocument();
  });

  it('holds back a file its field does not take, or too large a one, saying why at the field until a good one replaces it', async () => {
    // (The input's `accept` holds back the wrong file in the picker; the picker's filter can be
    // switched to all files.)
    const user = userEvent.setup({ delay: null, applyAccept: false });
    signInAs('admin');
    const sent = watchCalls((url) => (url.pathname.endsWith('/upload') ? url : undefined));
    renderInApp(<AddForm />);
    const dialog = await screen.findByRole('dialog');
    // (The uploader renders a new input after each file.)
    const fileInput = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    const url = within(dialog).getByLabelText('Audio') as HTMLInputElement;
    const notAudio = 'This field takes audio: an MP3, WAV, OGG, M4A or AAC file';

    // A picture is a file the server takes, but not for music.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(fileInput(), fileOf([png], 'cover.png', 'image/png'));
    expect(await within(dialog).findByText(notAudio)).toBeInTheDocument();
    expect(url.value).toBe('');

    await user.upload(fileInput(), fileOf([new Uint8Array(10 * 1024 * 1024 + 1)], 'long.wav', 'audio/wav'));
    expect(await within(dialog).findByText('The file must not be larger than 10 MB')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // A good file after the refusal takes the refusal away.
    await user.upload(fileInput(), fileOf([new Uint8Array([82, 73, 70, 70, 4])], 'bell.wav', 'audio/wav'));
    await waitFor(() => expect(url.value).toMatch(/bell\.wav$/));
    // (antd keeps a removed error on screen for its leaving motion.)
    await waitFor(() =>
      expect(within(dialog).queryByText('The file must not be larger than 10 MB')).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal at the field and keeps what the field held", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<AddForm />);
    const dialog = await screen.findByRole('dialog');
    const fileInput = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    const url = within(dialog).getByLabelText('Audio') as HTMLInputElement;
    await user.upload(fileInput(), fileOf([new Uint8Array([82, 73, 70, 70, 1])], 'tone.wav', 'audio/wav'));
    await waitFor(() => expect(url.value).toMatch(/tone\.wav$/));

    server.use(
      http.post('*/upload', () => HttpResponse.json({ statusCode: 400, errors: { file: 'The disk is full' } }), {
        once: true,
      }),
    );
    await user.upload(fileInput(), fileOf([new Uint8Array([82, 73, 70, 70, 2])], 'bell.wav', 'audio/wav'));
    expect(await within(dialog).findByText('The disk is full')).toBeInTheDocument();
    expect(url.value).toMatch(/tone\.wav$/);

    // A server error: its reason at the field, alone (no notice over the dialog as well).
    server.use(http.post('*/upload', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await user.upload(fileInput(), fileOf([new Uint8Array([82, 73, 70, 70, 3])], 'gong.wav', 'audio/wav'));
    expect(await within(dialog).findByText('The server had an internal error')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(url.value).toMatch(/tone\.wav$/);
  });

  it('refuses a cover whose content is no image, whatever its name says, and takes and shows a real one', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('admin');
    renderInApp(<AddForm view={CATALOGUES['cognitive/training1']} />);
    const dialog = await screen.findByRole('dialog');
    const fileInput = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(fileInput(), fileOf(['just some text'], 'fake.png', 'image/png'));
    expect(await within(dialog).findByText('This file is not a PNG, JPEG, WebP or SVG image')).toBeInTheDocument();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await user.upload(fileInput(), fileOf([png], 'cover.png', 'image/png'));
    const url = within(dialog).getByLabelText('Cover') as HTMLInputElement;
    // The refused file was never stored: the real one is the backend's first upload.
    await waitFor(() => expect(url.value).toBe('/uploads/1-cover.png'));
    // The cover shows under its field as the list will show it.
    expect(dialog.querySelector('img[src="/uploads/1-cover.png"]')).not.toBeNull();
    // (antd keeps a removed error on screen for its leaving motion.)
    await waitFor(() =>
      expect(within(dialog).queryByText('This file is not a PNG, JPEG, WebP or SVG image')).not.toBeInTheDocument(),
    );
    // Typed, an address is refused with what the field takes: a web address or an uploaded file.
    fireEvent.change(url, { target: { value: 'not a url' } });
    const takes = 'Enter a web address (http:// or https://) or an uploaded file (/uploads/...)';
    expect(await within(dialog).findByText(takes)).toBeInTheDocument();
    fireEvent.change(url, { target: { value: '/uploads/1-cover.png' } });
    await waitFor(() => expect(within(dialog).queryByText(takes)).not.toBeInTheDocument());
  });

  it('says so under the player when the browser cannot play the address, until another one plays', async () => {
    const { user, dialog, url } = await openMusicFormToType();
    const problem = /could not be played as audio/;
    await user.type(url, 'https://elsewhere.example/song.mp3');
    const player = dialog.querySelector('audio') as HTMLAudioElement;
    expect(within(dialog).queryByText(problem)).not.toBeInTheDocument();
    // (jsdom plays nothing: the browser's answers are sent as it sends them.)
    fireEvent.error(player);
    expect(await within(dialog).findByText(problem)).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, '/uploads/1-tone.wav');
    expect(within(dialog).queryByText(problem)).not.toBeInTheDocument();
    fireEvent.loadedMetadata(dialog.querySelector('audio') as HTMLAudioElement);
    expect(within(dialog).queryByText(problem)).not.toBeInTheDocument();
  });

  it('has no player while what is typed is no address, so the browser asks the server for nothing', async () => {
    const { user, dialog, url } = await openMusicFormToType();
    await user.type(url, 'not a url');
    expect(dialog.querySelector('audio')).toBeNull();
    await user.clear(url);
    await user.type(url, 'https://elsewhere.example/song.mp3');
    expect(dialog.querySelector('audio')?.getAttribute('src')).toBe('https://elsewhere.example/song.mp3');
  });
});

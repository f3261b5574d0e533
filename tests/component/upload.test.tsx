import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUES } from '@/catalogues';
import CrudForm from '@/components/crud/CrudForm';
import { useResourceFields } from '@/components/crud/useResourceFields';
import { renderInApp, signInAs } from '../helpers';
import { getBackend } from '../msw';

const MUSIC = CATALOGUES.music;

function MusicForm() {
  const fields = useResourceFields(MUSIC);
  return <CrudForm view={MUSIC} fields={fields} editing="new" onClose={() => {}} onSaved={() => {}} />;
}

describe('media upload in a catalogue form', () => {
  it('fills the field with the uploaded file, served back on the same origin; a refused file says why at the field', async () => {
    // (The input's `accept` would hold back the wrong file before it reached the server.)
    const user = userEvent.setup({ delay: null, applyAccept: false });
    signInAs('admin');
    renderInApp(<MusicForm />);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;

    await user.upload(input, new File([new Uint8Array([82, 73, 70, 70, 1, 2, 3])], 'tone.wav', { type: 'audio/wav' }));
    const url = within(dialog).getByLabelText('Audio');
    await waitFor(() => expect(url).toHaveValue(expect.stringMatching(/^\/uploads\/\d+-tone\.wav$/)));
    expect(getBackend().uploaded((url as HTMLInputElement).value)?.data.byteLength).toBe(7);

    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await within(dialog).findByText('This type of file is not accepted')).toBeInTheDocument();
    // What was there stays.
    expect(url).toHaveValue(expect.stringMatching(/tone\.wav$/));
  });
});

/**
 * A dialog whose code loads when first opened (src/components/LazyDialog.tsx): an Escape pressed
 * while it loads cancels the opening; a download that fails closes it with a message, the page
 * staying as it was, and the next opening downloads again.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import LazyDialog from '@/components/LazyDialog';
import type { feedback } from '@/services/feedback';
import { lazyComponent } from '@/utils/lazyComponent';
import { renderInApp } from '../helpers';

/** Settles the dialog's code download under way: its code arrives, or the download fails. */
let arrive = () => {};
let fail = () => {};
/** The dialog (a fresh one per test, its code on its way until the test says). */
let Dialog: ComponentType;

/** A button that opens the dialog, beside the rest of its page. */
function Opener({ message }: { message?: typeof feedback.message }) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>The page</p>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        New
      </button>
      {used && (
        <LazyDialog open={open} onCancel={() => setOpen(false)} message={message}>
          {open && <Dialog />}
        </LazyDialog>
      )}
    </>
  );
}

beforeEach(() => {
  Dialog = lazyComponent(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        arrive = () => resolve({ default: () => <div role="dialog">Form</div> });
        fail = () => reject(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
      }),
  );
});

/** Renders the button, presses it, then `key` while the dialog's code is on its way, then lets the code in. */
async function pressWhileLoading(key: string) {
  renderInApp(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'New' }));
  fireEvent.keyDown(document.body, { key });
  await act(async () => arrive());
}

it('Escape while the code loads cancels the opening: the dialog does not appear when it arrives', async () => {
  await pressWhileLoading('Escape');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('without it the dialog opens once its code is in, and a later Escape is the dialog’s own to handle', async () => {
  await pressWhileLoading('Enter');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('a download that fails says so and leaves the page; the next opening downloads again', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderInApp(<Opener />);
  fireEvent.click(screen.getByRole('button', { name: 'New' }));
  await act(async () => fail());
  expect(await screen.findByText(/could not be downloaded/)).toBeInTheDocument();
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  consoleError.mockRestore();

  fireEvent.click(screen.getByRole('button', { name: 'New' }));
  await act(async () => arrive());
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('says it through the messages its caller gives (a list full screen shows only its own)', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = jest.fn();
  renderInApp(<Opener message={{ error } as unknown as typeof feedback.message} />);
  fireEvent.click(screen.getByRole('button', { name: 'New' }));
  await act(async () => fail());
  expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not be downloaded/));
  expect(screen.queryByText(/could not be downloaded/)).toBeNull();
  consoleError.mockRestore();
});

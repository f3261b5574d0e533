/**
 * A dialog whose code loads when first opened: an Escape pressed while it loads cancels the
 * opening (src/components/DialogLoading.tsx, the fallback of every such dialog's Suspense).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import DialogLoading from '@/components/DialogLoading';

/** Resolves the dialog's code; set when its loading starts. */
let arrive = () => {};
/** The dialog, whose code arrives when the test calls `arrive` (a fresh one per test). */
let Dialog: ComponentType;

/** A button that opens the dialog. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New
      </button>
      {open && (
        <Suspense fallback={<DialogLoading onCancel={() => setOpen(false)} />}>
          <Dialog />
        </Suspense>
      )}
    </>
  );
}

/** Renders the button, presses it, then `key` while the dialog's code is on its way, then lets the code in. */
async function pressWhileLoading(key: string) {
  Dialog = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <div role="dialog">Form</div> });
      }),
  );
  render(<Opener />);
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

/**
 * The 403, 404 and 500 pictures scale with the window's height, so that a short window (a laptop
 * at 200 % zoom, 720 × 450) still shows the code, the text and "Back to home" on its first screen.
 * How tall each screen makes them is the browser layer's (tests/e2e/pages.test.mjs).
 */
import { screen } from '@testing-library/react';
import Exception from '@/components/Exception';
import ExceptionPage from '@/pages/Exception';
import { renderAt } from '../helpers';

/** The picture: a third of the window's height at most, never above antd's own 294 px, drawn to scale. */
function expectScaledPicture(container: HTMLElement) {
  const picture = container.querySelector('svg.app-result-picture');
  expect(picture).not.toBeNull();
  expect(picture).toHaveStyle({ height: '33vh', maxHeight: '294px', width: 'auto' });
  expect(picture?.getAttribute('viewBox')).toMatch(/^0 0 25\d 294$/);
  // antd's drawing, which has no viewBox of its own, is inside.
  expect(picture?.querySelector('svg')).not.toBeNull();
}

describe('exception pages', () => {
  it.each([403, 404] as const)('the layout’s %i page scales its picture with the window', (status) => {
    const { container } = renderAt(<Exception status={status} />, { path: '/nowhere' });
    expectScaledPicture(container);
    expect(container.querySelector(`.app-result-${status}`)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  });

  it.each(['403', '404', '500'])('/exception?code=%s scales its picture with the window', (code) => {
    const { container } = renderAt(<ExceptionPage />, { path: `/exception?code=${code}`, route: '/exception' });
    expectScaledPicture(container);
    expect(screen.getByRole('heading', { level: 1, name: `Error ${code}` })).toBeInTheDocument();
  });

  it('any other code keeps the warning icon', () => {
    const { container } = renderAt(<ExceptionPage />, { path: '/exception?code=E1', route: '/exception' });
    expect(container.querySelector('svg.app-result-picture')).toBeNull();
    expect(container.querySelector('.ant-result-warning')).not.toBeNull();
  });

  it('shows only what a server could have sent: a code that looks like none is left out, a message cannot reorder itself', () => {
    renderAt(<ExceptionPage />, {
      path: `/exception?code=${encodeURIComponent('Password expired')}&message=${encodeURIComponent('\u202Eevil\u202C')}`,
      route: '/exception',
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByText('evil')).toBeInTheDocument();
  });

  it('an empty message says that an error occurred', () => {
    renderAt(<ExceptionPage />, { path: '/exception?code=E1&message=', route: '/exception' });
    expect(screen.getByRole('heading', { level: 1, name: 'Error E1' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred.')).toBeInTheDocument();
  });
});

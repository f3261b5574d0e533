/**
 * Once a session ends, the console's pages render nothing until a new one starts
 * (src/components/Layout/SessionGate.tsx), so no page can mount and read without a session while
 * the way to /login waits for the sign-in page's code.
 */
import { act, render, screen } from '@testing-library/react';
import { createHistory } from '@umijs/max';
import SessionGate from '@/components/Layout/SessionGate';
import { clearTokens, goLogin, saveTokens } from '@/services/session';

const page = () => screen.queryByText('the page');

describe('the session gate', () => {
  it.each([
    ['a 401 on the way to /login', goLogin],
    ['a sign-out', clearTokens],
  ])('closes on %s and opens again with the next sign-in', (_why, endIt) => {
    const history = createHistory({ type: 'memory' });
    history.replace('/member?current=2');
    render(
      <SessionGate>
        <p>the page</p>
      </SessionGate>,
    );
    expect(page()).not.toBeNull();
    act(() => endIt());
    expect(page()).toBeNull();
    act(() => saveTokens('main', 'second'));
    expect(page()).not.toBeNull();
  });
});

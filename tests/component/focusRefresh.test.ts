import { renderHook } from '@testing-library/react';
import { useFocusRefresh } from '@/components/crud/useFocusRefresh';

describe('useFocusRefresh', () => {
  afterEach(() => jest.useRealTimers());

  it('refreshes on focus at most once per 5000 ms', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const refresh = jest.fn();
    renderHook(() => useFocusRefresh(refresh));
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled(); // mounted just now: the data is fresh
    jest.setSystemTime(1_005_000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_009_999);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_010_000);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});

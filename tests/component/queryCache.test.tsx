/**
 * The query cache's own options (src/services/query.ts) as the console relies on them: focus
 * refresh throttled to 5000 ms, one call for simultaneous reads of one key, cached answers
 * shown at once, and writes that refresh what they affect.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { history } from '@umijs/max';
import { delay, HttpResponse, http } from 'msw';

import { switchLocale } from '@/locales/load';
import { accountService } from '@/services/account';
import { gradeService, worryService } from '@/services/catalogues';
import { deviceService } from '@/services/device';
import { resetFeedback, setFeedback } from '@/services/feedback';
import { memberService } from '@/services/member';
import { affectedBy, queryClient, useApiQuery } from '@/services/query';
import { callBackend, signInAs } from '../helpers';
import { server, watchCalls } from '../msw';

/** Counts the calls the server sees, by path. */
const countCalls = () => watchCalls((url) => url.pathname);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the query cache', () => {
  it('refreshes a shown read when the window regains focus, at most once per 5000 ms', async () => {
    signInAs('admin');
    const calls = countCalls();
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { result } = renderHook(() => useApiQuery(gradeService.queries.list()));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(calls).toEqual(['/sysGrade/list']);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(calls).toHaveLength(1); // read just now: fresh
    now += 5_000;
    act(() => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    now += 4_999;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(calls).toHaveLength(2);
  });

  it('asks the server once for reads of one key made at the same time', async () => {
    signInAs('admin');
    const calls = countCalls();
    const page = memberService.queries.page({ current: 1, pageSize: 10 });
    const { result } = renderHook(() => [
      useApiQuery(page),
      useApiQuery(memberService.queries.page({ pageSize: 10, current: 1 })),
    ]);
    await waitFor(() => expect(result.current.every((q) => q.data)).toBe(true));
    expect(calls).toEqual(['/dataMember/page']);
  });

  it('shows a cached answer at once on a later read, and refreshes it behind once stale', async () => {
    signInAs('admin');
    const first = renderHook(() => useApiQuery(worryService.queries.list()));
    await waitFor(() => expect(first.result.current.data).toBeDefined());
    first.unmount();
    const calls = countCalls();
    jest.spyOn(Date, 'now').mockImplementation(() => 2_000_000_000_000);
    const again = renderHook(() => useApiQuery(worryService.queries.list()));
    // Before any answer: the rows are there, and a refresh is on its way.
    expect(again.result.current.data?.length).toBeGreaterThan(0);
    expect(again.result.current.isFetching).toBe(true);
    await waitFor(() => expect(again.result.current.isFetching).toBe(false));
    expect(calls).toEqual(['/sysWorry/list']);
  });

  it("a grade renamed anywhere: every read of grades, and of what shows a grade's name, is refetched", async () => {
    signInAs('admin');
    const grades = renderHook(() => useApiQuery(gradeService.queries.list()));
    const members = renderHook(() => useApiQuery(memberService.queries.page({ current: 1, pageSize: 10 })));
    await waitFor(() => expect(grades.result.current.data && members.result.current.data).toBeTruthy());
    const grade = (grades.result.current.data ?? [])[0];
    await gradeService.edit({ id: grade.id, name: 'Renamed grade' });
    await waitFor(() => expect(grades.result.current.data?.find((g) => g.id === grade.id)?.name).toBe('Renamed grade'));
    await waitFor(() =>
      expect(members.result.current.data?.list.some((m) => m.gradeName === 'Renamed grade')).toBe(true),
    );
  });

  it('a write drops the answers of what it affects that no screen shows, so a later read waits for the new one', async () => {
    signInAs('admin');
    const grades = renderHook(() => useApiQuery(gradeService.queries.list()));
    const params = { current: 1, pageSize: 10 };
    await queryClient.fetchQuery(memberService.queries.page(params));
    await queryClient.fetchQuery(worryService.queries.list());
    await waitFor(() => expect(grades.result.current.data).toBeDefined());
    const grade = (grades.result.current.data ?? [])[0];
    await gradeService.edit({ id: grade.id, name: 'Renamed grade' });
    // The members show grade names: their page, on no screen, is gone rather than kept stale.
    expect(queryClient.getQueryData(memberService.keys.page(params))).toBeUndefined();
    // The grades on screen keep theirs while the new answer comes; the concerns are not affected.
    expect(grades.result.current.data).toBeDefined();
    expect(queryClient.getQueryData(worryService.keys.list())).toBeDefined();
    await waitFor(() => expect(grades.result.current.data?.find((g) => g.id === grade.id)?.name).toBe('Renamed grade'));
  });

  it('a write refused because its row is gone refreshes what shows that row; a refusal of what was typed does not', async () => {
    const admin = signInAs('admin');
    const { data: gone } = callBackend<{ id: number }>(admin, 'POST', '/sysWorry/add', { name: 'Gone meanwhile' });
    const worries = renderHook(() => useApiQuery(worryService.queries.list()));
    await waitFor(() => expect(worries.result.current.data?.some((w) => w.id === gone.id)).toBe(true));
    const calls = countCalls();
    await expect(worryService.edit({ id: gone.id, name: '' })).rejects.toMatchObject({ code: 400 });
    // Another session deletes the row; this one, still showing it, saves it.
    callBackend(admin, 'POST', '/sysWorry/delete', { id: gone.id });
    await expect(worryService.edit({ id: gone.id, name: 'Renamed' })).rejects.toMatchObject({ code: 1002 });
    await waitFor(() => expect(worries.result.current.data?.some((w) => w.id === gone.id)).toBe(false));
    expect(calls).toEqual(['/sysWorry/edit', '/sysWorry/edit', '/sysWorry/list']);
  });

  it('a write refused at a reference its row holds refreshes what shows the record referred to', async () => {
    const admin = signInAs('admin');
    const { data: grade } = callBackend<{ id: number }>(admin, 'POST', '/sysGrade/add', {
      name: 'Gone grade',
      gradeGroupId: 1,
    });
    const grades = renderHook(() => useApiQuery(gradeService.queries.list()));
    await waitFor(() => expect(grades.result.current.data?.some((g) => g.id === grade.id)).toBe(true));
    // Another session deletes the grade; this one, still offering it, saves a member in it.
    expect(callBackend(admin, 'POST', '/sysGrade/delete', { id: grade.id }).statusCode).toBe(200);
    const calls = countCalls();
    const child = {
      name: 'Kid',
      gender: 1,
      birthday: '2018-03-01',
      guardianName: 'Parent',
      guardianPhone: '13900001111',
    };
    await expect(memberService.add({ ...child, gradeId: grade.id } as never)).rejects.toMatchObject({
      code: 400,
      fieldErrors: { gradeId: expect.any(String) },
    });
    await waitFor(() => expect(grades.result.current.data?.some((g) => g.id === grade.id)).toBe(false));
    expect(calls).toEqual(['/dataMember/add', '/sysGrade/list']);
  });

  it('cancels a read its last reader leaves: its failure does not show on the page the user went on to', async () => {
    signInAs('admin');
    const notices = { message: jest.fn(), notification: jest.fn() };
    const spy = new Proxy(
      {},
      {
        get: (_t, kind) =>
          kind === 'destroy' ? () => undefined : notices[kind === 'error' ? 'notification' : 'message'],
      },
    );
    // (Without what earlier tests left waiting for a host.)
    resetFeedback();
    setFeedback({ message: spy, notification: spy, modal: {} } as never);
    let aborted = false;
    server.use(
      http.get('*/dataDevice/page', async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay(200);
        return HttpResponse.json({ statusCode: 500, errors: 'down' }, { status: 500 });
      }),
    );
    try {
      const page = renderHook(() => useApiQuery(deviceService.queries.page({ current: 1, pageSize: 10 })));
      await waitFor(() => expect(queryClient.isFetching()).toBe(1));
      page.unmount();
      await waitFor(() => expect(aborted).toBe(true));
      await new Promise((r) => setTimeout(r, 300));
      expect(notices.notification).not.toHaveBeenCalled();
      expect(notices.message).not.toHaveBeenCalled();
    } finally {
      resetFeedback();
    }
  });

  it('a read whose reader says why it failed still ends the session on a 401', async () => {
    signInAs('admin');
    history.push('/account');
    server.use(http.get('*/dataAccountInfo/detail', () => HttpResponse.json({ statusCode: 401, errors: 'expired' })));
    renderHook(() => useApiQuery(accountService.queries.detail(1, { silent: true })));
    await waitFor(() => expect(history.location.pathname).toBe('/login'));
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/account');
  });

  it('a switch of language asks again for what is on screen, in the new language', async () => {
    signInAs('admin');
    const languages = watchCalls((_url, request) => request.headers.get('Accept-Language'));
    const params = { current: 1, pageSize: 10, sortField: 'name', sortOrder: 'ascend' as const };
    const members = renderHook(() => useApiQuery(memberService.queries.page(params)));
    await waitFor(() => expect(members.result.current.data).toBeDefined());
    try {
      await act(() => switchLocale('zh-CN'));
      await waitFor(() => expect(languages).toEqual(['en-US', 'zh-CN']));
    } finally {
      await act(() => switchLocale('en-US'));
    }
  });

  it('a write marks stale what it affects and nothing else', () => {
    expect([...affectedBy('sysGrade')].sort()).toEqual(
      ['auditLog', 'dashboard', 'dataMember', 'sysGrade', 'sysGradeGroup'].sort(),
    );
    // A training record counts towards its member's cycles, which point at the member, not the record.
    expect(affectedBy('dataTrainingRecord')).toContain('dataMemberTrainingCycle');
    // A behaviour assessment names its diagnoses inside its items.
    expect(affectedBy('sysBehaviorDiagnosis')).toContain('dataMemberBehaviorScore');
  });

  it('forgets everything when the session ends', async () => {
    signInAs('admin');
    await queryClient.fetchQuery(gradeService.queries.list());
    expect(queryClient.getQueryData(gradeService.keys.list())).toBeDefined();
    const { clearTokens } = await import('@/services/session');
    clearTokens();
    expect(queryClient.getQueryData(gradeService.keys.list())).toBeUndefined();
  });
});

/**
 * The Member Score page's hint says where an assessment's "Chart" is: in the row, or under the
 * row's "More" when the row holds more actions than fit (level 1's Edit and Delete).
 */
import { screen, within } from '@testing-library/react';
import MemberScorePage from '@/pages/Member/Score';
import { renderPage } from '../helpers';

jest.mock('@/components/charts/LineChartImpl', () => ({ __esModule: true, default: () => null }));
jest.mock('@/components/charts/ColumnChartImpl', () => ({ __esModule: true, default: () => null }));

const hint = () => screen.getAllByRole('alert').find((a) => /Chart|图表/.test(a.textContent ?? '')) as HTMLElement;

describe('/member/member-score hint', () => {
  it.each([
    ['admin', 'en-US', 'Choose "More" › "Chart" in an assessment\'s row', 'menuitem'],
    ['viewer', 'en-US', 'Choose "Chart" in an assessment\'s row', 'button'],
    ['admin', 'zh-CN', '在某条评估所在行点击“更多”›“图表”', 'menuitem'],
    ['viewer', 'zh-CN', '点击某条评估所在行的“图表”', 'button'],
  ] as const)('tells %s (%s) where "Chart" is', async (who, locale, text, role) => {
    renderPage(<MemberScorePage />, { who, path: '/member/member-score', locale });
    const more = locale === 'en-US' ? /^More actions for / : /的更多操作$/;
    const chart = locale === 'en-US' ? 'Chart' : '图表';
    // Wait for the rows: then the hint's words can be checked against them.
    await screen.findAllByRole('button', { name: role === 'button' ? chart : more });
    expect(hint()).toHaveTextContent(text);
    if (role === 'button') expect(screen.queryAllByRole('button', { name: more })).toHaveLength(0);
    else expect(screen.queryAllByRole('button', { name: chart })).toHaveLength(0);
    expect(within(hint()).queryByRole('button')).toBeNull();
  });
});

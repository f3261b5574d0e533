/**
 * The rule pages' Preview: which rule fires for the inputs typed. The matcher itself is
 * unit-tested (tests/unit/rulePreview.test.ts); this is the form around it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import page, { preview } from '@/catalogues/pages/parentChildTrainingAutoRule';
import RulePreviewModal from '@/catalogues/RulePreviewModal';
import { renderInApp, signInAs } from '../helpers';

async function openPreview(locale: 'en-US' | 'zh-CN' = 'en-US') {
  signInAs('admin');
  renderInApp(<RulePreviewModal view={page} config={preview} onClose={() => {}} />, locale);
  const dialog = await screen.findByRole('dialog');
  const diagnosis = within(dialog).getAllByRole('combobox')[0];
  await waitFor(() => expect(diagnosis).toBeEnabled());
  return { dialog, diagnosis };
}

describe('rule preview', () => {
  it.each([
    ['en-US', 'Behavior score (0-100)', 'Score group: 待提高', /^多动冲动干预 \(priority \d+\)$/],
    ['zh-CN', '行为得分（0-100）', '所属分数组：待提高', /^多动冲动干预（优先级 \d+）$/],
  ] as const)('fires the rule of the score group a score falls in (%s)', async (locale, label, group, fires) => {
    const user = userEvent.setup({ delay: null });
    const { dialog, diagnosis } = await openPreview(locale);
    await user.click(diagnosis);
    await user.click(await screen.findByTitle('多动冲动'));
    await user.type(within(dialog).getByRole('spinbutton', { name: label }), '15');
    expect(await within(dialog).findByText(group)).toBeInTheDocument();
    // The rule's name and its priority in the language's own brackets, no space before "（".
    const name = within(screen.getByTestId('rule-preview-result')).getByText('多动冲动干预');
    expect(name.closest('td')).toHaveTextContent(fires, { normalizeWhitespace: false });
  });

  it.each([
    ['en-US', 'Behavior score (0-100)', 'Enter a whole number from 0 to 100'],
    ['zh-CN', '行为得分（0-100）', '请输入 0 到 100 之间的整数'],
  ] as const)(
    'refuses a score out of range at the field and computes nothing from it (%s)',
    async (locale, label, problem) => {
      const user = userEvent.setup({ delay: null });
      const { dialog, diagnosis } = await openPreview(locale);
      await user.click(diagnosis);
      await user.click(await screen.findByTitle('多动冲动'));
      const score = within(dialog).getByRole('spinbutton', { name: label });
      await user.type(score, '150');
      expect(await within(dialog).findByText(problem)).toBeInTheDocument();
      // Nothing worked out from 15 (the digits typed so far) or from 100 (the value clamped).
      const result = screen.getByTestId('rule-preview-result');
      expect(within(result).queryByText('多动冲动干预')).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/待提高|优秀/)).not.toBeInTheDocument();
      await user.tab();
      expect(score).toHaveValue('150');
      expect(within(dialog).getByText(problem)).toBeInTheDocument();
      expect(within(result).queryByText('多动冲动干预')).not.toBeInTheDocument();
      expect(within(dialog).queryByText(/待提高|优秀/)).not.toBeInTheDocument();
    },
  );
});

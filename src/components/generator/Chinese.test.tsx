/** The generation forms' shared parts in 中文 (issue 30); English is asserted by their own tests. */
import React from 'react';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@/test/userEvent';
import { DEMO_ACCESS_TOKEN, DEMO_USER_ID } from '@mocks/db/seed';
import { renderWithProvidersInChinese } from '@/test/render';
import { writeCookie } from '@/utils/cookies';
import { LANGUAGE_STORAGE_KEY } from '@/hooks/useLanguage';
import { preloadLanguage } from '@/i18n';
import { addRecentPrompt, toggleStarredPrompt } from '@/utils/promptHistory';
// The popover's catalog registered up front, so the Chinese render loads its texts with the others.
import './historyPanel/i18n';
import { PromptField } from './PromptField';
import { categoryProblem, GENERATOR_MESSAGES, promptProblem, VIDEO_COST_LABEL } from './rules';
import { GenerateButton } from './GenerateButton';
import { StarPromptButton } from './StarPromptButton';

function Field() {
  const [value, setValue] = React.useState('');
  return <PromptField value={value} onChange={setValue} />;
}

beforeEach(() => writeCookie('accessToken', DEMO_ACCESS_TOKEN));
afterEach(() => localStorage.clear());

describe('in 中文', () => {
  it("Generate names the video's fixed cost in Chinese (the spec's '10+ credits' in English)", async () => {
    await renderWithProvidersInChinese(<GenerateButton cost={VIDEO_COST_LABEL} />);
    expect(await screen.findByRole('button', { name: /10\+ 积分/ })).toBeInTheDocument();
  });

  it('the star of a finished record and the prompt history popover speak Chinese', async () => {
    const owner = String(DEMO_USER_ID);
    addRecentPrompt(owner, 'gold ring on marble');
    toggleStarredPrompt(owner, 'pearl earrings in soft light');
    const user = userEvent.setup();
    await renderWithProvidersInChinese(
      <>
        <StarPromptButton prompt="ruby ring" />
        <Field />
      </>,
    );
    expect(await screen.findByRole('button', { name: '收藏提示词' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '最近的提示词' }));
    const panel = await screen.findByRole('dialog', { name: '最近的提示词' });
    expect(await within(panel).findByRole('list', { name: '已收藏' })).toBeInTheDocument();
    expect(within(panel).getByRole('list', { name: '最近' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '移除“gold ring on marble”' })).toBeInTheDocument();
    await user.type(within(panel).getByRole('searchbox', { name: '搜索提示词' }), 'emerald');
    expect(within(panel).getByRole('status')).toHaveTextContent('没有与“emerald”匹配的提示词。');
  });

  it("the forms' validation messages are said in Chinese, and in English as the spec quotes them", async () => {
    expect(promptProblem('')).toBe('Please enter a prompt');
    expect(promptProblem('x'.repeat(801))).toBe('Prompt must be at most 800 characters.');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    await preloadLanguage('zh');
    expect(promptProblem('')).toBe('请输入提示词');
    expect(promptProblem('   ')).toBe('提示词不能为空。');
    expect(promptProblem('x'.repeat(801))).toBe('提示词最多 800 个字符。');
    expect(categoryProblem(null, 3)).toBe('请选择分类和子分类');
    expect(GENERATOR_MESSAGES.needTemplate).toBe('请至少选择一个模板');
  });
});

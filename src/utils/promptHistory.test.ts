import {
  addRecentPrompt,
  clearPromptHistory,
  matchesPrompt,
  promptHistoryKey,
  readPromptHistory,
  removeRecentPrompt,
  RECENT_PROMPTS_LIMIT,
  toggleStarredPrompt,
} from './promptHistory';

describe('prompt history (issue 29 §4)', () => {
  it('keeps the last 20 prompts per user, newest first, an equal one moved up instead of repeated', () => {
    for (let i = 1; i <= 22; i += 1) addRecentPrompt('1', `ring ${i}`);
    addRecentPrompt('1', '  RING   5 ');
    const { recent } = readPromptHistory('1');
    expect(recent).toHaveLength(RECENT_PROMPTS_LIMIT);
    expect(recent.slice(0, 3)).toEqual(['RING 5', 'ring 22', 'ring 21']);
    expect(recent).not.toContain('ring 1');
    expect(recent.filter((text) => text.toLowerCase() === 'ring 5')).toHaveLength(1);
    // Another account on the same browser has its own list.
    expect(readPromptHistory('2').recent).toEqual([]);
    addRecentPrompt('2', 'a necklace');
    expect(readPromptHistory('2').recent).toEqual(['a necklace']);
    expect(readPromptHistory('1').recent[0]).toBe('RING 5');
  });

  it('keeps nothing for a visitor or an empty prompt', () => {
    addRecentPrompt(null, 'a ring');
    addRecentPrompt('1', '   ');
    expect(localStorage.length).toBe(0);
  });

  it('removes a recent prompt and stars or unstars one', () => {
    addRecentPrompt('1', 'gold ring');
    addRecentPrompt('1', 'silver ring');
    removeRecentPrompt('1', 'gold ring');
    expect(readPromptHistory('1').recent).toEqual(['silver ring']);
    toggleStarredPrompt('1', 'silver ring');
    expect(readPromptHistory('1').starred).toEqual(['silver ring']);
    toggleStarredPrompt('1', 'Silver ring');
    expect(readPromptHistory('1').starred).toEqual([]);
  });

  it('stores under atelier.prompts.<account> and clears only that account', () => {
    addRecentPrompt('1', 'gold ring');
    addRecentPrompt('2', 'silver ring');
    expect(promptHistoryKey('1')).toBe('atelier.prompts.1');
    expect(JSON.parse(localStorage.getItem('atelier.prompts.1') ?? '{}')).toEqual({
      recent: ['gold ring'],
      starred: [],
    });
    clearPromptHistory('1');
    expect(localStorage.getItem('atelier.prompts.1')).toBeNull();
    expect(readPromptHistory('2').recent).toEqual(['silver ring']);
  });

  it('reads a damaged entry as empty', () => {
    localStorage.setItem('atelier.prompts.1', '{not json');
    expect(readPromptHistory('1')).toEqual({ recent: [], starred: [] });
    localStorage.setItem('atelier.prompts.1', JSON.stringify({ recent: ['ok', 3, ''], starred: 'x' }));
    expect(readPromptHistory('1')).toEqual({ recent: ['ok'], starred: [] });
  });

  it('searches every word', () => {
    expect(matchesPrompt('Gold ring on marble', 'ring gold')).toBe(true);
    expect(matchesPrompt('Gold ring on marble', 'silver')).toBe(false);
  });
});

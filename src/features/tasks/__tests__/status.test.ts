/** @jest-environment node */
import { isRunningStatus, isTerminalStatus, normalizeStatus, TASK_STATUS } from '../status';

describe('normalizeStatus', () => {
  it.each([
    ['begin', 'begin'],
    ['create', 'begin'],
    ['CREATE', 'begin'],
    [undefined, 'begin'],
    ['progress', 'progress'],
    ['IN_PROGRESS', 'progress'],
    ['in-progress', 'progress'],
    ['processing', 'progress'],
    ['SUCCESS', 'success'],
    ['success', 'success'],
    ['FAILURE', 'failure'],
    ['failed', 'failure'],
    ['CANCEL', 'cancel'],
    ['cancelled', 'cancel'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeStatus(raw)).toBe(expected);
  });

  it('splits running from terminal', () => {
    expect(isRunningStatus('IN_PROGRESS')).toBe(true);
    expect(isRunningStatus('create')).toBe(true);
    expect(isTerminalStatus('SUCCESS')).toBe(true);
    expect(isTerminalStatus('CANCEL')).toBe(true);
    expect(isTerminalStatus(TASK_STATUS.progress)).toBe(false);
  });
});

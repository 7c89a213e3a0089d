/** @jest-environment node */

const MODERATION_REASON =
  'Our detection system thinks this content may violate our content policy, so it was not generated.';
import { resolveFailureReason } from '../failureReason';

const failedTask = (extra: object) => ({ status: 'failure', ...extra });

describe('resolveFailureReason', () => {
  it('prefers the failing sub-task failReason', () => {
    const record = {
      status: 'failure',
      record_tasks: [
        { status: 'success', failReason: 'not me' },
        failedTask({ failReason: 'GPU exploded', description: 'later' }),
      ],
      message: 'outer',
    };
    expect(resolveFailureReason(record)).toBe('GPU exploded');
  });

  it('falls back to description, then properties.reason, then properties.message', () => {
    expect(resolveFailureReason({ record_tasks: [failedTask({ description: 'bad input' })] })).toBe(
      'bad input',
    );
    expect(resolveFailureReason({ record_tasks: [failedTask({ properties: { reason: 'too dark' } })] })).toBe(
      'too dark',
    );
    expect(resolveFailureReason({ record_tasks: [failedTask({ properties: { message: 'timeout' } })] })).toBe(
      'timeout',
    );
  });

  it('uses a worded progress of the failed task, never a percentage', () => {
    expect(
      resolveFailureReason({ record_tasks: [failedTask({ progress: 'Upstream rejected the prompt' })] }),
    ).toBe('Upstream rejected the prompt');
    expect(resolveFailureReason({ record_tasks: [failedTask({ progress: '42%' })] })).toBe('Task Failure');
  });

  it('then error.message, then message', () => {
    expect(
      resolveFailureReason({ record_tasks: [failedTask({})], error: { message: 'boom' }, message: 'x' }),
    ).toBe('boom');
    expect(resolveFailureReason({ record_tasks: [], message: 'plain message' })).toBe('plain message');
  });

  it('ignores blank strings', () => {
    expect(resolveFailureReason({ record_tasks: [failedTask({ failReason: '  ' })], message: 'used' })).toBe(
      'used',
    );
  });

  it('uses the moderation statement for flagged output without a reason', () => {
    const record = { record_tasks: [failedTask({ properties: { is_output_rejection: true } })] };
    expect(resolveFailureReason(record)).toBe(MODERATION_REASON);
    expect(resolveFailureReason({ properties: { failure_type: 'content_policy' } })).toBe(MODERATION_REASON);
  });

  it('prefers the moderation statement to a generic record message', () => {
    const record = {
      status: 'failure',
      record_tasks: [failedTask({ progress: 100, properties: { is_output_rejection: true } })],
      message: 'Task Failure',
    };
    expect(resolveFailureReason(record)).toBe(MODERATION_REASON);
  });

  it('keeps an explicit reason even when flagged', () => {
    const record = {
      record_tasks: [failedTask({ properties: { is_output_rejection: true, reason: 'Nudity detected' } })],
    };
    expect(resolveFailureReason(record)).toBe('Nudity detected');
  });

  it('defaults to "Task Failure" or the given fallback', () => {
    expect(resolveFailureReason({ status: 'failure' })).toBe('Task Failure');
    expect(resolveFailureReason(undefined)).toBe('Task Failure');
    expect(resolveFailureReason({ status: 'failure' }, 'Unknown error')).toBe('Unknown error');
  });
});

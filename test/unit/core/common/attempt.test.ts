import { attempt } from '../../../../src/core/common/attempt';
import { ApiError, ERROR_LABELS } from '../../../../src/core/common/api-error.model';

describe('attempt', () => {
  const labels = { [ERROR_LABELS.deductCredits]: { kind: 'noCredits' as const } };

  it('returns the value of a call that succeeds', async () => {
    expect(await attempt(async () => 42, labels)).toEqual({ ok: true, value: 42 });
  });

  it('turns a failure with a known label into its typed failure', async () => {
    const call = () => Promise.reject(new ApiError(ERROR_LABELS.deductCredits, 400));
    expect(await attempt(call, labels)).toEqual({ ok: false, error: { kind: 'noCredits' } });
  });

  it('throws a failure with another label again', async () => {
    const error = new ApiError(ERROR_LABELS.network, 0);
    await expect(attempt(() => Promise.reject(error), labels)).rejects.toBe(error);
  });

  it('throws a failure whose label names an inherited property again', async () => {
    const error = new ApiError('constructor', 400);
    await expect(attempt(() => Promise.reject(error), labels)).rejects.toBe(error);
  });

  it('throws an error that is no ApiError again', async () => {
    const error = new TypeError('bug');
    await expect(attempt(() => Promise.reject(error), labels)).rejects.toBe(error);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { describeError } from './errors';

describe('describeError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never gives the bare "Network Error" of a call that got no answer', () => {
    const noAnswer = new ApiError(600, 'Network Error', 'NETWORK_ERROR');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(describeError(noAnswer)).toMatchObject({ id: 'pwa.offline.needsInternet' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(describeError(noAnswer)).toMatchObject({ id: 'error.NETWORK_CONNECTION' });
  });

  it('gives a catalogue error its translated message', () => {
    expect(describeError(new ApiError(400, 'x', 'PARAMETER_ERROR'))).toEqual({
      id: 'error.PARAMETER_ERROR',
      defaultMessage: 'Parameter Error',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { SequenceRandom } from '../shared/testing/sequence-random.ts';
import { newRecordId } from './record-id.ts';

describe('newRecordId', () => {
  it('shapes the random draws into a version 4 UUID', () => {
    expect(newRecordId(new SequenceRandom([0]))).toBe('00000000-0000-4000-8000-000000000000');
    expect(newRecordId(new SequenceRandom([0.999]))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

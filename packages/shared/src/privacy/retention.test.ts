import { describe, expect, it } from 'vitest';
import { documentsPurgeDate, isWarnedForClosing } from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const closedAt = new Date('2026-01-10T18:00:00.000Z');
const day = (n: number) => new Date(closedAt.getTime() + n * DAY);

describe('documentsPurgeDate', () => {
  it('is the end of the retention period for a client warned a week before it', () => {
    expect(documentsPurgeDate({ closedAt, purgeWarnedAt: day(173), retentionDays: 180 }, day(175))).toEqual(
      day(180),
    );
  });

  it('is the end of the period while the request is young (the warning is still to come)', () => {
    expect(documentsPurgeDate({ closedAt, purgeWarnedAt: null, retentionDays: 180 }, day(10))).toEqual(
      day(180),
    );
  });

  it('is a week after a late warning, never sooner', () => {
    expect(documentsPurgeDate({ closedAt, purgeWarnedAt: day(400), retentionDays: 180 }, day(401))).toEqual(
      day(407),
    );
  });

  it('is at least a week from now for a request past its period and not warned yet', () => {
    expect(documentsPurgeDate({ closedAt, purgeWarnedAt: null, retentionDays: 180 }, day(300))).toEqual(
      day(307),
    );
  });

  it('ignores a warning from before the latest closing (a reopened request)', () => {
    const stale = { closedAt, purgeWarnedAt: day(-5), retentionDays: 180 };
    expect(isWarnedForClosing(stale)).toBe(false);
    expect(documentsPurgeDate(stale, day(200))).toEqual(day(207));
  });
});

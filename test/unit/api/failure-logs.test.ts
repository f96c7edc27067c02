import { describe, expect, test } from 'vitest';
import { isStorageFull, storageFullReporter } from '../../../src/api/storage-full.js';
import { databaseBusyReporter, isDatabaseBusy } from '../../../src/api/database-busy.js';
import { failureLog } from '../../../src/adapter/node/failure-log.js';

describe('failureLog: a failure retried every 200 ms is logged once', () => {
  test('logged when it starts and when it changes, once when it stops', () => {
    const lines: string[] = [];
    const log = failureLog('the WAL checkpoint', (l) => lines.push(l));
    for (let i = 0; i < 50; i++) log.failed(new Error('database or disk is full'));
    log.failed(new Error('disk I/O error'));
    log.succeeded();
    log.succeeded();
    expect(lines).toEqual([
      'rolltape: the WAL checkpoint failed, will retry quietly until it works: database or disk is full',
      'rolltape: the WAL checkpoint failed, will retry quietly until it works: disk I/O error',
      'rolltape: the WAL checkpoint works again',
    ]);
  });
});

describe('storage full', () => {
  test('recognised by SQLite code or message, through causes and GraphQL wrapping', () => {
    expect(isStorageFull(Object.assign(new Error('x'), { code: 'SQLITE_FULL' }))).toBe(true);
    expect(isStorageFull(new Error('database or disk is full'))).toBe(true);
    expect(isStorageFull(new Error('failed', { cause: new Error('SQLITE_FULL: database or disk is full') }))).toBe(
      true,
    );
    expect(
      isStorageFull(Object.assign(new Error('Unexpected'), { originalError: new Error('database or disk is full') })),
    ).toBe(true);
    expect(isStorageFull(new Error('UNIQUE constraint failed'))).toBe(false);
  });

  test('reported once, then at most once per interval with the count refused meanwhile', () => {
    const lines: string[] = [];
    let now = 0;
    const report = storageFullReporter(
      (l) => lines.push(l),
      () => now,
      1000,
    );
    for (let i = 0; i < 20; i++) report(new Error('database or disk is full'));
    expect(lines).toHaveLength(1);
    now = 1500;
    report(new Error('database or disk is full'));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('(20 refused since the last report)');
  });
});

describe('a busy database', () => {
  test('recognised by SQLite code (extended ones too) or message, through causes and GraphQL wrapping', () => {
    expect(isDatabaseBusy(Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('x'), { code: 'SQLITE_BUSY_SNAPSHOT' }))).toBe(true);
    expect(isDatabaseBusy(new Error('failed', { cause: new Error('database is locked') }))).toBe(true);
    expect(
      isDatabaseBusy(Object.assign(new Error('Unexpected'), { originalError: new Error('database is locked') })),
    ).toBe(true);
    expect(isDatabaseBusy(new Error('database or disk is full'))).toBe(false);
    expect(isDatabaseBusy(Object.assign(new Error('x'), { code: 'SQLITE_FULL' }))).toBe(false);
  });

  test('reported once, then at most once per interval with the count refused meanwhile', () => {
    const lines: string[] = [];
    let now = 0;
    const report = databaseBusyReporter(
      (l) => lines.push(l),
      () => now,
      1000,
    );
    for (let i = 0; i < 5; i++) report(new Error('database is locked'));
    now = 1000;
    report(new Error('database is locked'));
    expect(lines).toEqual([
      'rolltape: the database is busy (database is locked); refusing writes with 503 database-busy',
      'rolltape: the database is busy (database is locked); refusing writes with 503 database-busy (5 refused since the last report)',
    ]);
  });
});

import { Webhook } from 'standardwebhooks';
import { describe, expect, test } from 'vitest';
import {
  attemptRecord,
  backoffMs,
  DAY_MS,
  DEFAULT_DELIVERY,
  signedHeaders,
} from '../../../../src/service/webhooks/delivery.js';
import type { DueMessage } from '../../../../src/store/webhook-store.js';

const T0 = Date.parse('2026-11-26T12:00:00Z');
const due = (attempts: number, failingSince: number | null, createdAt = T0): DueMessage => ({
  message: {
    id: 'msg_k_w',
    webhookId: 'wh_w',
    type: 'turn',
    payload: '{}',
    createdAt,
    nextAttemptAt: createdAt,
    attempts,
    state: 'pending',
  },
  url: 'https://example.com/',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  failingSince,
});

describe('what an attempt leads to', () => {
  test('backoff doubles from the base up to the cap', () => {
    const s = { retryBaseMs: 100, maxRetryMs: 1000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(s, n))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(backoffMs(s, 500)).toBe(1000);
  });

  test.each([200, 204, 299])('%i delivers and records no error', (status) => {
    const r = attemptRecord(due(0, T0 - 1000), { status }, T0, T0 + 5, DEFAULT_DELIVERY);
    expect(r).toMatchObject({ attempt: 1, status, error: null, durationMs: 5, outcome: 'delivered' });
    expect(r.disable).toBeUndefined();
  });

  test.each([
    [{ status: 199 }, 'answered 199'],
    [{ status: 300 }, 'answered 300'],
    [{ status: 500 }, 'answered 500'],
    [{ error: 'no answer within 10000 ms' }, 'no answer within 10000 ms'],
  ])('%j is retried after the backoff', (outcome, error) => {
    const r = attemptRecord(due(2, null), outcome, T0, T0, DEFAULT_DELIVERY);
    expect(r).toMatchObject({ attempt: 3, error, outcome: { retryAt: T0 + backoffMs(DEFAULT_DELIVERY, 3) } });
  });

  test('an endpoint failing for a whole day is disabled, saying since when and the last error', () => {
    const since = T0 - DAY_MS;
    const almost = attemptRecord(due(9, since + 1), { status: 503 }, T0, T0, DEFAULT_DELIVERY);
    expect(almost.disable).toBeUndefined();
    const r = attemptRecord(due(9, since), { status: 503 }, T0, T0, DEFAULT_DELIVERY);
    expect(r.outcome).toBe('failed');
    expect(r.disable).toBe(
      'disabled 2026-11-26T12:00:00.000Z: every delivery has failed since 2026-11-25T12:00:00.000Z (last: answered 503)',
    );
  });

  test('a message a day old is given up, without disabling an endpoint that has answered since', () => {
    const r = attemptRecord(due(30, T0 - 1000, T0 - DAY_MS), { status: 500 }, T0, T0, DEFAULT_DELIVERY);
    expect(r.outcome).toBe('failed');
    expect(r.disable).toBeUndefined();
    const younger = attemptRecord(due(30, T0 - 1000, T0 - DAY_MS + 1), { status: 500 }, T0, T0, DEFAULT_DELIVERY);
    expect(younger.outcome).toEqual({ retryAt: T0 + DEFAULT_DELIVERY.maxRetryMs });
  });

  test("the headers are Standard Webhooks': the library verifies them, and only for this body", () => {
    const body = '{"type":"turn"}';
    const headers = signedHeaders(due(0, null).secret, 'msg_1', T0 + 999, body);
    expect(headers['webhook-timestamp']).toBe(String(T0 / 1000));
    expect(headers['webhook-id']).toBe('msg_1');
    const webhook = new Webhook(due(0, null).secret);
    const now = Date.now;
    Date.now = () => T0;
    try {
      expect(webhook.verify(body, headers)).toEqual({ type: 'turn' });
      expect(() => webhook.verify('{"type":"game-over"}', headers)).toThrow();
    } finally {
      Date.now = now;
    }
  });
});

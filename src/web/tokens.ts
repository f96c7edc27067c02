/**
 * Seat tokens kept in this browser, per game (localStorage `rolltape.seats.<id>` = { seat: token }).
 * `/games/{id}#token=…` hands a seat to this browser: the token is stored and the fragment dropped
 * from the address bar so it is not shared by accident.
 */
const key = (id: string) => `rolltape.seats.${id}`;

export type SeatTokens = Record<string, string>;

export function seatTokens(id: string): SeatTokens {
  try {
    return JSON.parse(localStorage.getItem(key(id)) ?? '{}') as SeatTokens;
  } catch {
    return {};
  }
}

export function keepToken(id: string, seat: number, token: string): void {
  localStorage.setItem(key(id), JSON.stringify({ ...seatTokens(id), [seat]: token }));
}

const FRAGMENT_TOKEN = /(?:^#|&)token=([^&]+)/;

/** Whether the address holds a token handed over in its fragment (left in place). */
export const hasFragmentToken = (): boolean => FRAGMENT_TOKEN.test(location.hash);

/** A token handed over in the fragment (`#token=…`), or null; the fragment is removed. */
export function tokenFromFragment(): string | null {
  const match = FRAGMENT_TOKEN.exec(location.hash);
  if (match === null) return null;
  history.replaceState(history.state, '', location.pathname + location.search);
  return decodeURIComponent(match[1]!);
}
